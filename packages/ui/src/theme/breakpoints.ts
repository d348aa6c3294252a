// Apart from the token model (tokens.ts): the first page's layout code reads these numbers, and
// the themes' base tokens, which only a merchant theme reads at run time, stay out of its script.

/**
 * Breakpoints in pixels (mobile first: 375 is the first design width).
 * Media queries cannot read custom properties, so these are also exported
 * as numbers for styles and as tokens for documentation.
 */
export const breakpoints = { tablet: 768, laptop: 1024, desktop: 1366, wide: 1920 } as const;

/**
 * Heights of the site's sticky top bar in pixels: `compact` below the laptop
 * breakpoint, `wide` from it. Styles read the current one through
 * `topBarHeight` (theme/topBar.css.ts).
 */
export const topBarHeights = { compact: 56, wide: 64 } as const;
