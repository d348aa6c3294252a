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

  it('also shows inline images', () => {
    expect(safeImageUrl('data:image/svg+xml,%3Csvg%3E')).toMatch(/^data:image/);
    expect(safeImageUrl('data:text/html,hi')).toBeNull();
  });
});
