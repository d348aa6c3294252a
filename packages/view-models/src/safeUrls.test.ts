import { describe, expect, it } from 'vitest';
import { safeImageUrl, safeNavigationUrl } from './safeUrls';

describe('safe URLs from the platform', () => {
  it('navigates only to http(s) and site paths', () => {
    expect(safeNavigationUrl('https://promo.example/x')).toBe('https://promo.example/x');
    expect(safeNavigationUrl('/promotions')).toBe('/promotions');
    expect(safeNavigationUrl('javascript:alert(1)')).toBeNull();
    expect(safeNavigationUrl('data:text/html,<script>')).toBeNull();
    expect(safeNavigationUrl('//evil.example')).toBeNull();
    expect(safeNavigationUrl('')).toBeNull();
  });

  it('refuses paths a browser reads as another host', () => {
    // A backslash reads as a slash, and browsers drop tabs and newlines inside an address.
    expect(safeNavigationUrl('/\\evil.example')).toBeNull();
    expect(safeNavigationUrl('/\\/evil.example')).toBeNull();
    expect(safeNavigationUrl('/\t/evil.example')).toBeNull();
    expect(safeNavigationUrl('/\n/evil.example/x')).toBeNull();
    expect(safeNavigationUrl('/\u0001/evil.example')).toBeNull();
    expect(safeNavigationUrl('https://promo.example/\tx')).toBeNull();
    expect(safeImageUrl('/\\cdn.evil.example/a.png')).toBeNull();
    // Paths that stay here are kept as written.
    expect(safeNavigationUrl('/promotions?tab=1#top')).toBe('/promotions?tab=1#top');
    expect(safeNavigationUrl('/a\\b')).toBe('/a\\b');
  });

  it('also shows inline images', () => {
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toMatch(/^data:image/);
    expect(safeImageUrl('data:text/html,hi')).toBeNull();
  });
});
