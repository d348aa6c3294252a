import { breakpoints } from '../../theme/tokens';

/**
 * The shell's fixed measures (VISUAL.md "Layout"), shared by the layout
 * blocks so the pinned side menu, the drawer and the content column agree.
 */
export const layoutMetrics = {
  /** Width of the side menu, pinned or in the drawer. */
  sideMenuWidth: 264,
  /** Widest the content column grows (gutters come on top, from the space scale). */
  contentMaxWidth: 1440,
  /** Height of the sticky top bar below and from `pinFrom`: the pinned side menu sits under it. */
  topBarHeight: { compact: 56, wide: 64 },
  /** From this width the side menu is pinned and the right bar shows; below it the menu is a drawer. */
  pinFrom: breakpoints.laptop,
} as const;

/** Media query of the pinned (desktop) layout. */
export const pinnedMedia = `screen and (min-width: ${layoutMetrics.pinFrom}px)`;
