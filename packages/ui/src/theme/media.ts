import { breakpoints } from './breakpoints';

export type Breakpoint = keyof typeof breakpoints;

const from = (width: number) => `screen and (min-width: ${width}px)` as const;

/**
 * Media queries of the breakpoint tokens, mobile first: `media.laptop` matches
 * from 1024 px up. Use them as `'@media'` keys in styles and with
 * `useMediaQuery` / `useBreakpoint` in components, so a width is written in one
 * place (`breakpoints`). Below a breakpoint is `not ${media.tablet}`.
 */
export const media = {
  tablet: from(breakpoints.tablet),
  laptop: from(breakpoints.laptop),
  desktop: from(breakpoints.desktop),
  wide: from(breakpoints.wide),
} as const satisfies Record<Breakpoint, string>;
