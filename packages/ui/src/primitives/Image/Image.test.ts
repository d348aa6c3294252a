import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createCdnPool, isAbsoluteUrl, joinUrl, normalizeHost } from './cdnPool';

const hosts = ['https://cdn-a.example', 'https://cdn-b.example', 'https://cdn-c.example'];

/** A `random` that returns the given values in turn (and repeats the last). */
function sequence(...values: number[]) {
  let index = 0;
  return vi.fn(() => values[Math.min(index++, values.length - 1)]!);
}

describe('createCdnPool', () => {
  it('picks the first host at random among the list', () => {
    expect(createCdnPool(hosts, { random: () => 0 }).pick()).toBe('https://cdn-a.example');
    expect(createCdnPool(hosts, { random: () => 0.5 }).pick()).toBe('https://cdn-b.example');
    expect(createCdnPool(hosts, { random: () => 0.99 }).pick()).toBe('https://cdn-c.example');
  });

  it('keeps to its host while it works, without drawing again', () => {
    const random = sequence(0.5, 0);
    const pool = createCdnPool(hosts, { random });
    expect([pool.pick(), pool.pick(), pool.pick()]).toEqual([
      'https://cdn-b.example',
      'https://cdn-b.example',
      'https://cdn-b.example',
    ]);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('moves to another host, chosen at random among the healthy ones, after a failure', () => {
    const pool = createCdnPool(hosts, { random: sequence(0, 0.99) });
    expect(pool.pick()).toBe('https://cdn-a.example');
    pool.reportFailure('https://cdn-a.example');
    // Healthy: b and c; 0.99 picks the last of them.
    expect(pool.pick()).toBe('https://cdn-c.example');
    expect(pool.pick()).toBe('https://cdn-c.example');
  });

  it('skips every failed host until all have failed, then starts over', () => {
    const pool = createCdnPool(hosts, { random: () => 0 });
    expect(pool.pick()).toBe('https://cdn-a.example');
    pool.reportFailure('https://cdn-a.example');
    expect(pool.pick()).toBe('https://cdn-b.example');
    pool.reportFailure('https://cdn-b.example');
    expect(pool.pick()).toBe('https://cdn-c.example');
    pool.reportFailure('https://cdn-c.example');
    // Everything failed: forget the failures and draw from the full list again.
    expect(pool.pick()).toBe('https://cdn-a.example');
    pool.reportFailure('https://cdn-a.example');
    expect(pool.pick()).toBe('https://cdn-b.example');
  });

  it('also skips a failed host that is not the current one', () => {
    const pool = createCdnPool(hosts, { random: () => 0 });
    pool.reportFailure('https://cdn-a.example');
    pool.reportFailure('https://cdn-b.example');
    expect(pool.pick()).toBe('https://cdn-c.example');
  });

  it('matches reported hosts however they are written and ignores unknown ones', () => {
    const pool = createCdnPool(hosts, { random: () => 0 });
    expect(pool.pick()).toBe('https://cdn-a.example');
    pool.reportFailure('https://unknown.example');
    expect(pool.pick()).toBe('https://cdn-a.example');
    pool.reportFailure('cdn-a.example/');
    expect(pool.pick()).toBe('https://cdn-b.example');
  });

  it('normalises the list: scheme added, trailing slashes dropped, blanks and duplicates removed', () => {
    const pool = createCdnPool([' img1.example.com/ ', '', 'https://img1.example.com', '//img2.example.com/static/'], {
      random: () => 0,
    });
    expect(pool.hosts()).toEqual(['https://img1.example.com', '//img2.example.com/static']);
  });

  it('tolerates a random source that returns 1', () => {
    expect(createCdnPool(hosts, { random: () => 1 }).pick()).toBe('https://cdn-c.example');
  });

  it('resolves paths on the current host with exactly one slash', () => {
    const pool = createCdnPool(['https://cdn-a.example/'], { random: () => 0 });
    expect(pool.resolve('TCG_PROD_IMAGES/COUNTRY_FLAG/VN.png')).toBe(
      'https://cdn-a.example/TCG_PROD_IMAGES/COUNTRY_FLAG/VN.png',
    );
    expect(pool.resolve('/games/slot.png')).toBe('https://cdn-a.example/games/slot.png');
  });

  it('leaves absolute URLs and data URIs alone', () => {
    const pool = createCdnPool(hosts, { random: () => 0 });
    expect(pool.resolve('https://other.example/a.png')).toBe('https://other.example/a.png');
    expect(pool.resolve('//other.example/a.png')).toBe('//other.example/a.png');
    expect(pool.resolve('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });

  it('with no hosts picks nothing and keeps paths relative to the site', () => {
    const pool = createCdnPool([]);
    expect(pool.pick()).toBeUndefined();
    expect(pool.resolve('/images/logo.png')).toBe('/images/logo.png');
    expect(pool.hosts()).toEqual([]);
  });

  it('never picks a failed host while a healthy one remains (any failure order)', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.domain(), { minLength: 1, maxLength: 6 }),
        fc.array(fc.nat(), { maxLength: 20 }),
        fc.array(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), { minLength: 1, maxLength: 8 }),
        (list, failures, draws) => {
          const pool = createCdnPool(list, { random: sequence(...draws) });
          const known = pool.hosts();
          const failed = new Set<string>();
          for (const failure of failures) {
            const host = known[failure % known.length]!;
            pool.reportFailure(host);
            failed.add(host);
            const picked = pool.pick();
            // Once every host has failed, the pool starts over with a clean slate.
            if (known.every((candidate) => failed.has(candidate))) failed.clear();
            expect(known).toContain(picked);
            expect(failed.has(picked!)).toBe(false);
          }
        },
      ),
    );
  });
});

describe('URL helpers', () => {
  it('tell absolute URLs from paths', () => {
    expect(isAbsoluteUrl('https://a.example/x')).toBe(true);
    expect(isAbsoluteUrl('blob:https://a.example/1')).toBe(true);
    expect(isAbsoluteUrl('//a.example/x')).toBe(true);
    expect(isAbsoluteUrl('games/x.png')).toBe(false);
    expect(isAbsoluteUrl('/games/x.png')).toBe(false);
  });

  it('normalise hosts and join paths', () => {
    expect(normalizeHost('cdn.example.com//')).toBe('https://cdn.example.com');
    expect(normalizeHost('   ')).toBe('');
    expect(joinUrl('https://cdn.example.com', '//a/b.png')).toBe('https://cdn.example.com/a/b.png');
  });
});
