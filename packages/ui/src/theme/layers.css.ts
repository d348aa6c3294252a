import { globalLayer } from '@vanilla-extract/css';

// Declared first so the cascade order is fixed no matter which stylesheet a
// bundler emits first: reset, then theme variables, then components, then
// utilities. A merchant's own unlayered CSS beats all of them.
export const resetLayer = globalLayer('lobby-reset');
export const themeLayer = globalLayer('lobby-theme');
export const componentsLayer = globalLayer('lobby-components');
export const utilitiesLayer = globalLayer('lobby-utilities');
