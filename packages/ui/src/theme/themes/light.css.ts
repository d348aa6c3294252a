import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { themeLayer } from '../layers.css';
// Every theme entry brings the reset, so an app that imports its theme is styled.
import '../reset.css';
import { lightTokens } from './light.tokens';

/** Light theme, applied by `data-lobby-theme="light"` on `<html>` or any subtree. */
createGlobalTheme(':root[data-lobby-theme="light"], [data-lobby-theme="light"]', vars, {
  '@layer': themeLayer,
  ...lightTokens,
});

export const themeName = 'light';
export const themeAttribute = { 'data-lobby-theme': 'light' } as const;
export { lightTokens as tokens };
