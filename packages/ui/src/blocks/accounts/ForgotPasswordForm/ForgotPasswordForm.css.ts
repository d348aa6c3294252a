import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const panel = style(inComponents({ paddingTop: vars.space['4'], outline: 'none' }));

export const fields = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
  }),
);
