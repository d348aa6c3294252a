import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { themeLayer } from '../layers.css';
// Every theme entry brings the reset, so an app that imports its theme is styled.
import '../reset.css';
import { auroraTokens } from './aurora.tokens';

/** Example merchant theme, applied by `data-lobby-theme="aurora"`. */
createGlobalTheme(':root[data-lobby-theme="aurora"], [data-lobby-theme="aurora"]', vars, {
  '@layer': themeLayer,
  ...auroraTokens,
});

export const themeName = 'aurora';
export const themeAttribute = { 'data-lobby-theme': 'aurora' } as const;
export { auroraTokens as tokens };
