import type { BrandConfig } from './types';

/**
 * What index.html cannot know when a brand file replaces the build's brand:
 * the brand's name on the splash, its tab icon and its font faces. Applied
 * before the first render; the faces download only when the theme's text
 * uses them.
 */
export function applyBrandAssets(brand: BrandConfig, page: Document = document): void {
  const splashName = page.querySelector('.lobby-boot h1');
  if (splashName && splashName.textContent !== brand.siteName) splashName.textContent = brand.siteName;
  if (brand.favicon) {
    for (const icon of page.querySelectorAll('link[rel~="icon"]')) icon.remove();
    const icon = page.createElement('link');
    icon.rel = 'icon';
    icon.href = brand.favicon;
    page.head.append(icon);
  }
  if (!brand.fonts?.length || typeof FontFace === 'undefined') return;
  for (const font of brand.fonts) {
    const face = new FontFace(font.family, `url(${JSON.stringify(font.src)})`, {
      weight: font.weight ?? '400',
      style: font.style ?? 'normal',
      display: 'swap',
    });
    page.fonts.add(face);
  }
}
