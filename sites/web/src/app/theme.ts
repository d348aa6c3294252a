import { brand } from '../brands';

/**
 * Applies the brand's theme before the first render: a shipped theme by its
 * attribute, or a merchant theme JSON validated and applied without a
 * rebuild (its validator loads only then) on top of the theme it extends. An
 * invalid merchant theme falls back to the default look and names the wrong
 * token in the console, so the site never shows a broken skin.
 */
export async function applyBrandTheme(): Promise<void> {
  const root = document.documentElement;
  if (typeof brand.theme === 'string') {
    root.setAttribute('data-lobby-theme', brand.theme);
    return;
  }
  const { applyMerchantTheme, parseMerchantTheme } = await import('./merchantTheme');
  try {
    applyMerchantTheme(parseMerchantTheme(brand.theme), root);
  } catch (error) {
    console.error(`The brand theme is invalid and was not applied: ${(error as Error).message}`);
    root.setAttribute('data-lobby-theme', 'dark');
  }
}
