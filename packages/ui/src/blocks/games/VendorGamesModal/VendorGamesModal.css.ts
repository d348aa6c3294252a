import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

export const layout = style(
  inComponents({
    display: 'grid',
    gap: vars.space['4'],
    minWidth: 0,
  }),
);

export const more = style(
  inComponents({
    display: 'flex',
    justifyContent: 'center',
  }),
);
