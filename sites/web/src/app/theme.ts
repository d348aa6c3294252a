import { brand } from '../brands';

export type ColourScheme = 'light' | 'dark';

/** Where a player's own light/dark choice is kept (a preference, nothing personal). */
export const colourSchemeKey = 'lobby.colourScheme';

const lightQuery = '(prefers-color-scheme: light)';

/** The player's own light/dark choice on this device, if they made one. */
export function savedColourScheme(): ColourScheme | null {
  try {
    const saved = localStorage.getItem(colourSchemeKey);
    return saved === 'light' || saved === 'dark' ? saved : null;
  } catch {
    return null;
  }
}

const deviceScheme = (): ColourScheme => (window.matchMedia?.(lightQuery).matches ? 'light' : 'dark');

let undoMerchantTheme: (() => void) | undefined;

/**
 * Applies the brand's theme for a look (the brand's one theme when it offers
 * no light and dark pair): a shipped theme by its attribute, or a merchant
 * theme JSON validated and applied without a rebuild (its validator loads only
 * then) on top of the theme it extends. An invalid merchant theme falls back
 * to the theme it extends and names the wrong token in the console, so the
 * site never shows a broken skin. The look is kept in `data-lobby-scheme`.
 */
export async function applyTheme(scheme: ColourScheme): Promise<void> {
  const root = document.documentElement;
  const source = brand.colourSchemes?.[scheme] ?? brand.theme;
  undoMerchantTheme?.();
  undoMerchantTheme = undefined;
  if (typeof source === 'string') {
    root.setAttribute('data-lobby-theme', source);
  } else {
    const { applyMerchantTheme, parseMerchantTheme } = await import('./merchantTheme');
    try {
      undoMerchantTheme = applyMerchantTheme(parseMerchantTheme(source), root);
    } catch (error) {
      console.error(`The brand theme is invalid and was not applied: ${(error as Error).message}`);
      root.setAttribute('data-lobby-theme', source.extends);
    }
  }
  // The page's own colours from here on: index.html's first-paint colours step aside, and the browser's bar follows.
  root.dataset.lobbyScheme = scheme;
  // Read after the next frame has painted, when the styles are worked out anyway: reading them now would
  // force a style pass of the whole page inside the start-up's task, before the first render.
  requestAnimationFrame(() => setTimeout(followThemeColour));
}

/** The browser's bar takes the page's surface colour. */
function followThemeColour(): void {
  const surface = getComputedStyle(document.documentElement).getPropertyValue('--lobby-color-surface-base').trim();
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute('content', surface);
}

/**
 * The brand's theme before the first render. A brand that offers light and
 * dark starts in the player's choice, else the device's, and follows the
 * device until the player chooses.
 */
export async function applyBrandTheme(): Promise<void> {
  await applyTheme(savedColourScheme() ?? deviceScheme());
  if (!brand.colourSchemes) return;
  window.matchMedia?.(lightQuery).addEventListener('change', () => {
    if (savedColourScheme() === null) void applyTheme(deviceScheme());
  });
}
