import './layers.css';
import './reset.css';

export { vars } from './contract.css';
export type { ContrastKind, ContrastPair, ContrastResult, Rgba } from './contrast';
export {
  checkContrast,
  contrastMinimum,
  contrastPairs,
  contrastRatio,
  parseColor,
  resolveColor,
} from './contrast';
export type { Breakpoint } from './media';
export { media } from './media';
export type { MerchantTheme, ShippedThemeName, TokenOverrides } from './runtimeTheme';
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
export type { Sprinkles } from './sprinkles.css';
export { sprinkles } from './sprinkles.css';
export type { ThemeScopeProps } from './ThemeScope';
export { ThemeScope, usePortalContainer } from './ThemeScope';
export type { Palette, PaletteName, PaletteStep, SolidRole, ThemeTokens } from './tokens';
export {
  breakpoints,
  cssVarName,
  cssVarPrefix,
  paletteNames,
  paletteRef,
  paletteSteps,
  tokenPaths,
  topBarHeights,
} from './tokens';
export type { Tone } from './tone';
