import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const body = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    minWidth: 0,
  }),
);

export const banner = style(inComponents({ display: 'block', width: '100%' }));

export const tabs = style(inComponents({ display: 'flex', flexDirection: 'column' }));

export const panel = style(inComponents({ outline: 'none', minWidth: 0 }));

/** The login form alone, without tabs above it. */
export const single = style(inComponents({ display: 'block' }));
