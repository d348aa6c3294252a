// For apps that style their own pieces with the design system's tokens:
// the CSS variable contract, the sprinkles utilities and the cascade layers.
export { vars } from './theme/contract.css';
export { componentsLayer, resetLayer, themeLayer, utilitiesLayer } from './theme/layers.css';
export type { Sprinkles } from './theme/sprinkles.css';
export { sprinkles } from './theme/sprinkles.css';
export { breakpoints } from './theme/tokens';
