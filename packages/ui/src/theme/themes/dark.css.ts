import { createGlobalTheme } from '@vanilla-extract/css';
import { vars } from '../contract.css';
import { themeLayer } from '../layers.css';
// Every theme entry brings the reset, so an app that imports its theme is styled.
import '../reset.css';
import { darkTokens } from './dark.tokens';

/** Default theme: also applied to `:root`, so portals and pages without an attribute get it. */
createGlobalTheme(':root, [data-lobby-theme="dark"]', vars, { '@layer': themeLayer, ...darkTokens });

export const themeName = 'dark';
export const themeAttribute = { 'data-lobby-theme': 'dark' } as const;
export { darkTokens as tokens };
