import { createGlobalThemeContract } from '@vanilla-extract/css';
import { darkTokens } from './themes/dark.tokens';
import { cssVarName, type ThemeTokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? `var(--${string})` : Contract<T[K]> };

/**
 * The public styling contract: one stable CSS custom property per token,
 * named from its path (`color.accent.onSolid` -> `--lobby-color-accent-on-solid`).
 * Merchants can restyle with plain CSS against these names.
 */
export const vars: Contract<ThemeTokens> = createGlobalThemeContract(darkTokens, (_value, path) =>
  cssVarName(path).slice(2),
);
