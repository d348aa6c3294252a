import { hostileAddress, keptAddressProblem } from '@lobby/api/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';
import { safeImageUrl, safeNavigationUrl } from './urls';

// 10,000 hostile addresses each: whatever a check keeps, resolved by the
// browser against a page of the site, is http(s), or a path that stays on
// the site's origin (or, for images only, an inline data:image/ URI).

const runs = 10_000;

describe('the address checks, whatever the platform sends', () => {
  it('safeNavigationUrl keeps only http(s) addresses and paths on the site', () => {
    fc.assert(
      fc.property(hostileAddress, (address) => {
        const kept = safeNavigationUrl(address);
        if (kept !== null) expect(keptAddressProblem(kept), kept).toBeNull();
      }),
      { numRuns: runs },
    );
  });

  it('safeImageUrl keeps only what safeNavigationUrl keeps, or a data:image/ URI', () => {
    fc.assert(
      fc.property(hostileAddress, (address) => {
        const kept = safeImageUrl(address);
        if (kept !== null) expect(keptAddressProblem(kept, { images: true }), kept).toBeNull();
      }),
      { numRuns: runs },
    );
  });

  it('the sanitizer leaves only safe href and src attributes', () => {
    const markup = fc.tuple(hostileAddress, hostileAddress).map(([href, src]) => {
      const quoted = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
      return `<p><a href="${quoted(href)}" target="_top">link</a><img src="${quoted(src)}"></p>`;
    });
    const container = document.createElement('div');
    fc.assert(
      fc.property(markup, (html) => {
        container.innerHTML = sanitizeHtml(html);
        for (const link of container.querySelectorAll('a[href]')) {
          const href = link.getAttribute('href') ?? '';
          // Beside web addresses, an anchor, mail or phone link stays in the page or goes to the device.
          if (/^\s*(?:#|mailto:|tel:)/i.test(href)) {
            expect(link.hasAttribute('target'), href).toBe(false);
            continue;
          }
          expect(keptAddressProblem(href), href).toBeNull();
        }
        for (const image of container.querySelectorAll('img[src]')) {
          const src = image.getAttribute('src') ?? '';
          expect(keptAddressProblem(src), src).toBeNull();
        }
      }),
      { numRuns: runs },
    );
    // DOMPurify in jsdom takes about 5 s for the 10,000 documents.
  }, 30_000);
});
