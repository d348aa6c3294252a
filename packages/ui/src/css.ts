// For apps that style their own pieces with the design system's tokens:
// the CSS variable contract, the sprinkles utilities, the cascade layers and
// the shared style helpers the components use themselves.
export { vars } from './theme/contract.css';
export { floatingMotion, floatingSurface } from './theme/floating.css';
export { focusRing } from './theme/focusRing';
export { componentsLayer, resetLayer, themeLayer, utilitiesLayer } from './theme/layers.css';
export type { Breakpoint } from './theme/media';
export { media } from './theme/media';
export type { OverlaySurfaceOptions } from './theme/overlaySurface';
export { overlaySurface } from './theme/overlaySurface';
export { scrollFade } from './theme/scrollFade';
export type { Sprinkles } from './theme/sprinkles.css';
export { sprinkles } from './theme/sprinkles.css';
export { breakpoints, topBarHeights } from './theme/tokens';
export { topBarHeight } from './theme/topBar.css';
