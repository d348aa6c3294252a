/**
 * What the site accepts from the platform. Navigation (links, frames,
 * redirects) only to http(s) or paths on this site; images also as inline
 * `data:image/` URIs, which cannot run code in an <img>.
 */
export function safeNavigationUrl(value: string | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (/^\/(?!\/)/.test(text)) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function safeImageUrl(value: string | undefined): string | null {
  if (!value) return null;
  const text = value.trim();
  if (/^data:image\//i.test(text)) return text;
  return safeNavigationUrl(text);
}
