import { describe, expect, it, vi } from 'vitest';
import { createCdnPool, createCdns, joinCdnUrl } from './cdn';

const hosts = ['https://img1.example.com', 'https://img2.example.com/', 'https://img3.example.com'];

describe('CDN pool', () => {
  it('starts at a random host, deterministically with an injected source', () => {
    expect(createCdnPool(hosts, () => 0).current()).toBe('https://img1.example.com');
    expect(createCdnPool(hosts, () => 0.5).current()).toBe('https://img2.example.com');
    expect(createCdnPool(hosts, () => 0.999).current()).toBe('https://img3.example.com');
  });

  it('falls back to the next host, wrapping, until every host has failed', () => {
    const pool = createCdnPool(hosts, () => 0.5);
    const listener = vi.fn();
    pool.subscribe(listener);
    expect(pool.reportFailure('https://img2.example.com/TCG_PROD_IMAGES/a.png')).toBe('https://img3.example.com');
    expect(pool.reportFailure('https://img3.example.com')).toBe('https://img1.example.com');
    expect(pool.url('/TCG_PROD_IMAGES/a.png')).toBe('https://img1.example.com/TCG_PROD_IMAGES/a.png');
    expect(pool.reportFailure('https://img1.example.com')).toBeUndefined();
    expect(pool.url('a.png')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('ignores reports about hosts not in use or unknown', () => {
    const pool = createCdnPool(hosts, () => 0);
    expect(pool.reportFailure('https://img3.example.com')).toBe('https://img1.example.com');
    expect(pool.reportFailure('https://elsewhere.example.com')).toBe('https://img1.example.com');
    // The failed host is skipped later on.
    expect(pool.reportFailure('https://img1.example.com')).toBe('https://img2.example.com');
    expect(pool.reportFailure('https://img2.example.com')).toBeUndefined();
  });

  it('handles empty lists and passes absolute URLs through', () => {
    const empty = createCdnPool([]);
    expect(empty.current()).toBeUndefined();
    expect(empty.url('https://x.example.com/a.png')).toBe('https://x.example.com/a.png');
    expect(joinCdnUrl('https://a.example.com/', '/b.png')).toBe('https://a.example.com/b.png');
    expect(joinCdnUrl('https://a.example.com', 'data:image/png;base64,AA==')).toBe('data:image/png;base64,AA==');
  });

  it('builds both pools from the permission info', () => {
    const cdns = createCdns({ imageCDNs: hosts, launchGameCDNs: ['https://play.example.com'] }, () => 0);
    expect(cdns.image.current()).toBe('https://img1.example.com');
    expect(cdns.launch.current()).toBe('https://play.example.com');
  });
});
