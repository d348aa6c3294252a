import './layers.css';
import './reset.css';

export { vars } from './contract.css';
export { sprinkles } from './sprinkles.css';
export type { Sprinkles } from './sprinkles.css';
export { breakpoints, cssVarName, cssVarPrefix, paletteNames, paletteRef, paletteSteps, tokenPaths } from './tokens';
export type { Palette, PaletteName, PaletteStep, SolidRole, ThemeTokens } from './tokens';
export {
  checkContrast,
  contrastMinimum,
  contrastPairs,
  contrastRatio,
  parseColor,
  resolveColor,
} from './contrast';
export type { ContrastKind, ContrastPair, ContrastResult, Rgba } from './contrast';
export {
  applyMerchantTheme,
  exportMerchantTheme,
  merchantThemeSchema,
  parseMerchantTheme,
  resolveMerchantTheme,
  shippedThemeNames,
  shippedThemes,
  ThemeValidationError,
  themeOverrideStyle,
  validateMerchantTheme,
} from './runtimeTheme';
export type { MerchantTheme, ShippedThemeName, TokenOverrides } from './runtimeTheme';
export { ThemeScope, usePortalContainer } from './ThemeScope';
export type { ThemeScopeProps } from './ThemeScope';
