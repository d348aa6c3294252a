import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';
import { inComponents } from '../../../theme/layer';

/** The fields of one login method under its tab. */
export const panel = style(
  inComponents({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['4'],
    paddingTop: vars.space['4'],
    outline: 'none',
    // Radix keeps the other method's panel in the page, empty and hidden.
    selectors: { '&[hidden]': { display: 'none' } },
  }),
);
