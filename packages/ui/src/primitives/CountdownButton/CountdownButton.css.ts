import { style } from '@vanilla-extract/css';
import { inComponents } from '../../theme/layer';

/** Digits of equal width, so the label does not wobble as the seconds change. */
export const label = style(inComponents({ fontVariantNumeric: 'tabular-nums' }));
