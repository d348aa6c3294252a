import { hostileAddress, keptAddressProblem, resolvedOnSite, sitePage } from '@lobby/api/testing';
import { createCdnPool } from '@lobby/ui';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { launchAddress } from './useGameLauncher';

describe('where a launched game may open, whatever the launch answer says', () => {
  const site = { href: sitePage, origin: new URL(sitePage).origin, protocol: 'https:' };
  // The launch CDN as the platform may configure it: a host, none, or the site's own.
  const launchCdn = fc.constantFrom(
    createCdnPool(['https://play.example']),
    createCdnPool(['play-b.example/']),
    createCdnPool([]),
    createCdnPool([site.origin]),
  );

  it('frames only https addresses on another origin than the site (10,000 answers)', () => {
    fc.assert(
      fc.property(hostileAddress, launchCdn, (given, cdn) => {
        const address = launchAddress(given, cdn, site);
        if (address === null) return;
        expect(keptAddressProblem(address), address).toBeNull();
        expect(new URL(address).protocol, address).toBe('https:');
        expect(resolvedOnSite(address)?.sameOrigin, address).toBe(false);
      }),
      { numRuns: 10_000 },
    );
  });
});
