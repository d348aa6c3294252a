export { useBreakpoint, useMediaQuery } from './useMediaQuery';
export type { ScrollOverflow } from './useScrollFade';
export { scrollOverflowOf, useScrollFade } from './useScrollFade';
