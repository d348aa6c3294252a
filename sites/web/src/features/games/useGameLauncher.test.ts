import { createCdnPool } from '@lobby/ui';
import { describe, expect, it } from 'vitest';
import { launchAddress } from './useGameLauncher';

describe('where a launched game opens', () => {
  const launchCdn = createCdnPool(['https://play-a.example/', 'https://play-b.example'], { random: () => 0.99 });

  it('puts an address given as a path on a host of the launch CDN', () => {
    expect(launchAddress('/h5/PP/vs20?token=abc', launchCdn)).toBe('https://play-b.example/h5/PP/vs20?token=abc');
  });

  it('opens a full address as it is', () => {
    expect(launchAddress('https://games.vendor.example/launch?id=1', launchCdn)).toBe(
      'https://games.vendor.example/launch?id=1',
    );
  });

  it('opens nothing for an empty answer or an address that is not http(s)', () => {
    expect(launchAddress('', launchCdn)).toBeNull();
    expect(launchAddress('javascript:alert(1)', launchCdn)).toBeNull();
  });
});
