import { describe, expect, it } from 'vitest';
import { demoBrand } from './demo';
import { membersBrand } from './members';
import { brandNamed } from './registry';

describe('the brand a build serves', () => {
  it('is the one VITE_BRAND names, or the demo brand when none is named', () => {
    expect(brandNamed('members')).toBe(membersBrand);
    expect(brandNamed('demo')).toBe(demoBrand);
    expect(brandNamed(undefined)).toBe(demoBrand);
    expect(brandNamed('  ')).toBe(demoBrand);
  });

  it('stops the build for a name it does not know, rather than shipping the demo merchant', () => {
    expect(() => brandNamed('acme')).toThrow('VITE_BRAND=acme names no brand; known brands: demo, members');
    // Names of the object's own machinery are not brands either.
    expect(() => brandNamed('toString')).toThrow(/names no brand/);
  });
});
