import { hostileAddress, keptAddressProblem } from '@lobby/api/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AppDownload, appDownloadOrder, downloadableApps, isDownloadUrl } from './AppDownloadPage';

describe('app download links, whatever address the platform sends', () => {
  it('offer only builds whose address is http(s) or a path on the site (10,000 addresses)', () => {
    const app = fc.record({ kind: fc.constantFrom(...appDownloadOrder), url: hostileAddress });
    fc.assert(
      fc.property(fc.array(app, { maxLength: 4 }), (apps: AppDownload[]) => {
        for (const offered of downloadableApps(apps)) {
          expect(isDownloadUrl(offered.url)).toBe(true);
          expect(keptAddressProblem(offered.url), offered.url).toBeNull();
        }
      }),
      { numRuns: 10_000 },
    );
  });
});
