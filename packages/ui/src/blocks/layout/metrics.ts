import { breakpoints, topBarHeights } from '../../theme/breakpoints';

/**
 * The shell's fixed measures, shared by the layout blocks so the pinned side
 * menu, the drawer and the content column agree. Styles take the top bar's
 * height from `topBarHeight` and the pinned layout's query from `media.laptop`.
 */
export const layoutMetrics = {
  /** Width of the side menu, pinned or in the drawer. */
  sideMenuWidth: 264,
  /** Widest the content column grows (gutters come on top, from the space scale). */
  contentMaxWidth: 1440,
  /** Height of the sticky top bar below and from `pinFrom`: the pinned side menu sits under it. */
  topBarHeight: topBarHeights,
  /** From this width (the laptop breakpoint) the side menu is pinned and the right bar shows; below it the menu is a drawer. */
  pinFrom: breakpoints.laptop,
} as const;
