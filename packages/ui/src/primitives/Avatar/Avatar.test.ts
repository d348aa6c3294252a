import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first and last word of a full name', () => {
    expect(initialsOf('Nguyen Van An')).toBe('NA');
    expect(initialsOf('  maria   santos ')).toBe('MS');
  });

  it('splits account names on separators', () => {
    expect(initialsOf('lucky_tiger')).toBe('LT');
    expect(initialsOf('john.doe')).toBe('JD');
    expect(initialsOf('vip-888-king')).toBe('VK');
    expect(initialsOf('ace@example.com')).toBe('AC');
  });

  it('uses one character for a single word', () => {
    expect(initialsOf('player88')).toBe('P');
    expect(initialsOf('张伟')).toBe('张');
    expect(initialsOf('888')).toBe('8');
  });

  it('keeps a grapheme whole', () => {
    expect(initialsOf('👩🏽‍🚀 Nova')).toBe('👩🏽‍🚀N');
    expect(initialsOf('Élodie')).toBe('É');
  });

  it('returns nothing for a blank name', () => {
    expect(initialsOf('')).toBe('');
    expect(initialsOf('  _ . ')).toBe('');
  });
});
