import { createVar, globalStyle } from '@vanilla-extract/css';
import { themeLayer } from './layers.css';
import { media } from './media';
import { topBarHeights } from './tokens';

/**
 * The height of the site's sticky top bar at the current width (56 px, 64 px
 * from the laptop breakpoint), set on `:root`. The bar takes it as its height,
 * and anything that must clear the bar reads it: sticky offsets
 * (`top: calc(${topBarHeight} + …)`), scroll margins, "full screen below the
 * bar" heights.
 */
export const topBarHeight = createVar();

globalStyle(':root', {
  '@layer': {
    [themeLayer]: {
      vars: { [topBarHeight]: `${topBarHeights.compact}px` },
      '@media': { [media.laptop]: { vars: { [topBarHeight]: `${topBarHeights.wide}px` } } },
    },
  },
});
