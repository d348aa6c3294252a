import { describe, expect, it } from 'vitest';
import { currentEntryId } from './currentEntry';

const entries = [
  { id: 'LIVE', href: '/live' },
  { id: 'RNG', href: '/rng' },
  { id: 'CRASH', href: '/rng?gameClassify=Crash' },
  { id: 'ELOTT', href: '/elott/' },
];

describe('currentEntryId', () => {
  it('prefers the entry whose link is exactly the address', () => {
    expect(currentEntryId(entries, '/rng?gameClassify=Crash')).toBe('CRASH');
    expect(currentEntryId(entries, '/rng')).toBe('RNG');
  });

  it('falls back to the first entry on the same path', () => {
    expect(currentEntryId(entries, '/rng?page=PP')).toBe('RNG');
    expect(currentEntryId(entries, '/live#tables')).toBe('LIVE');
    expect(currentEntryId(entries, '/elott')).toBe('ELOTT');
  });

  it('marks nothing elsewhere or without an address', () => {
    expect(currentEntryId(entries, '/promotions')).toBeUndefined();
    expect(currentEntryId(entries, undefined)).toBeUndefined();
    expect(currentEntryId(entries, '')).toBeUndefined();
    expect(currentEntryId([], '/rng')).toBeUndefined();
  });
});
