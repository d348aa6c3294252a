import { parseColor, resolveColor } from '../../../packages/ui/src/theme/contrast.ts';
import {
  resolveMerchantTheme,
  type ShippedThemeName,
  shippedThemes,
} from '../../../packages/ui/src/theme/runtimeTheme.ts';
import type { ThemeTokens } from '../../../packages/ui/src/theme/tokens.ts';
import type { BrandConfig } from '../src/brands/types.ts';

/** The colours of the page's first paint, before any stylesheet: the brand's own, so nothing flashes another theme. */
export interface SplashColours {
  /** The shipped theme the page starts in (`data-lobby-theme`). */
  theme: ShippedThemeName;
  /** Page background, also the browser's `theme-color`. */
  surface: string;
  /** The first screen's frame: its top bar and side menu, their border, and the empty boxes of the pictures. */
  raised: string;
  border: string;
  sunken: string;
  /** The games' names under their pictures on a games page. */
  text: string;
  /** The site's name on the splash. */
  accentText: string;
  /** The reload button when the app's code cannot be fetched. */
  accentSolid: string;
  accentOnSolid: string;
  focusRing: string;
}

/**
 * A token's colour as plain CSS the page's inline style can use: palette
 * references followed to their value, and anything that does not parse as a
 * colour (a merchant theme is the merchant's text) replaced by the base
 * theme's, so the splash can neither break nor carry other CSS.
 */
function colourOf(tokens: ThemeTokens, fallback: ThemeTokens, pick: (tokens: ThemeTokens) => string): string {
  const value = resolveColor(pick(tokens), tokens);
  return parseColor(value) ? value : resolveColor(pick(fallback), fallback);
}

/** The splash colours of a brand's theme, shipped or merchant JSON (an invalid one starts from its base theme). */
export function splashColoursOf(brand: Pick<BrandConfig, 'theme'>): SplashColours {
  const theme: ShippedThemeName = typeof brand.theme === 'string' ? brand.theme : brand.theme.extends;
  const base = shippedThemes[theme];
  let tokens: ThemeTokens = base;
  if (typeof brand.theme !== 'string') {
    try {
      tokens = resolveMerchantTheme(brand.theme);
    } catch {
      tokens = base;
    }
  }
  return {
    theme,
    surface: colourOf(tokens, base, (t) => t.color.surface.base),
    raised: colourOf(tokens, base, (t) => t.color.surface.raised),
    border: colourOf(tokens, base, (t) => t.color.border.subtle),
    sunken: colourOf(tokens, base, (t) => t.color.surface.sunken),
    text: colourOf(tokens, base, (t) => t.color.text.primary),
    accentText: colourOf(tokens, base, (t) => t.color.accent.text),
    accentSolid: colourOf(tokens, base, (t) => t.color.accent.solid),
    accentOnSolid: colourOf(tokens, base, (t) => t.color.accent.onSolid),
    focusRing: colourOf(tokens, base, (t) => t.color.focus.ring),
  };
}

/** The page's theme attribute and `theme-color`: index.html's placeholders and their values. */
export function splashPlaceholdersOf(brand: SplashBrand): Record<string, string> {
  const colours = splashColoursOf(startingTheme(brand));
  return { '%LOBBY_THEME%': colours.theme, '%LOBBY_SURFACE%': colours.surface };
}

const declarationsOf = (colours: SplashColours) => {
  const properties = {
    surface: colours.surface,
    raised: colours.raised,
    border: colours.border,
    sunken: colours.sunken,
    text: colours.text,
    'accent-text': colours.accentText,
    'accent-solid': colours.accentSolid,
    'accent-on-solid': colours.accentOnSolid,
    'focus-ring': colours.focusRing,
  };
  return Object.entries(properties)
    .map(([name, value]) => `--lobby-splash-${name}: ${value};`)
    .join(' ');
};

type SplashBrand = Pick<BrandConfig, 'theme' | 'colourSchemes'>;

/** The theme's colours index.html's frame reads (the top bar, side menu, picture boxes and names), as the splash's. */
const frameColoursLight = [
  '--lobby-color-surface-raised: var(--lobby-splash-raised);',
  '--lobby-color-border-subtle: var(--lobby-splash-border);',
  '--lobby-color-surface-sunken: var(--lobby-splash-sunken);',
  '--lobby-color-text-primary: var(--lobby-splash-text);',
].join(' ');

/** The theme the page starts in: the dark look of a brand that offers both, until the device says otherwise. */
const startingTheme = (brand: SplashBrand): Pick<BrandConfig, 'theme'> => ({
  theme: brand.colourSchemes ? brand.colourSchemes.dark : brand.theme,
});

/**
 * The splash's colours as custom properties, for the style index.html's first
 * paint reads. A brand that offers light and dark paints light on a device
 * that prefers it, until the app has applied the player's look
 * (`data-lobby-scheme`).
 */
export function splashStyleOf(brand: SplashBrand): string {
  const base = `:root { ${declarationsOf(splashColoursOf(startingTheme(brand)))} }`;
  if (!brand.colourSchemes) return base;
  const light = ':root:not([data-lobby-scheme])';
  return [
    base,
    '@media (prefers-color-scheme: light) {',
    `  ${light} { ${declarationsOf(splashColoursOf({ theme: brand.colourSchemes.light }))} }`,
    `  ${light} body, ${light} .lobby-boot { background: var(--lobby-splash-surface); color: var(--lobby-splash-accent-text); }`,
    // The theme's stylesheet, once in, holds the starting (dark) look's colours: inside the splash its frame
    // takes the light ones until the app applies the player's look.
    `  ${light} .lobby-boot { ${frameColoursLight} }`,
    '}',
  ].join('\n');
}

/** The `theme-color` of a device that prefers light, for a brand that offers both looks. */
export function lightThemeColourOf(brand: SplashBrand): string | null {
  return brand.colourSchemes ? splashColoursOf({ theme: brand.colourSchemes.light }).surface : null;
}
