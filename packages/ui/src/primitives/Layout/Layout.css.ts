import { style } from '@vanilla-extract/css';
import { inComponents } from '../../theme/layer';

// A stack nested in another flex container may shrink below its content
// width; without this a long word or a wide table inside it would push the
// whole row sideways.
export const stack = style(inComponents({ minWidth: 0 }));
