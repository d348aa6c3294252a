/**
 * What the site accepts as an address from the platform. Navigation (links,
 * frames, redirects, downloads) only to http(s) or to a path on this site;
 * images also as inline `data:image/` URIs, which cannot run code in an <img>.
 */

// Control characters are never part of an address the platform means; browsers drop some
// (tabs, newlines) and so would read `/<TAB>/evil.example` as another host.
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}
const thisSite = 'https://this-site.invalid';

export function safeNavigationUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text || hasControlCharacter(text)) return null;
  try {
    if (text.startsWith('/')) {
      // Read as a browser reads it: `//host` and `/\host` leave the site.
      return new URL(text, `${thisSite}/`).origin === thisSite ? text : null;
    }
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function safeImageUrl(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (text && /^data:image\//i.test(text) && !hasControlCharacter(text)) return text;
  return safeNavigationUrl(text);
}
