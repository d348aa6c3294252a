import { describe, expect, it } from 'vitest';
import { type BindCardRules, canAddCard, defaultBindCardRules, isAccountNumberValid } from './withdraw';

const rules: BindCardRules = { maxCards: 3, needsSmsCode: false, accountNumberLength: { min: 10, max: 12 } };

describe('canAddCard', () => {
  it('offers another card below the limit only', () => {
    expect(canAddCard(2, rules)).toBe(true);
    expect(canAddCard(3, rules)).toBe(false);
    expect(canAddCard(4, rules)).toBe(false);
  });

  it('has no limit where the merchant sets none', () => {
    expect(canAddCard(50, defaultBindCardRules)).toBe(true);
  });
});

describe('isAccountNumberValid', () => {
  it('counts the digits against the rules, spaces between groups allowed', () => {
    expect(isAccountNumberValid('1234 5678 90', rules)).toBe(true);
    expect(isAccountNumberValid('123456789012', rules)).toBe(true);
    expect(isAccountNumberValid('123456789', rules)).toBe(false);
    expect(isAccountNumberValid('1234567890123', rules)).toBe(false);
    expect(isAccountNumberValid('12345-67890', rules)).toBe(false);
  });

  it('takes 6 to 20 digits by default', () => {
    expect(isAccountNumberValid('123456', defaultBindCardRules)).toBe(true);
    expect(isAccountNumberValid('12345', defaultBindCardRules)).toBe(false);
    expect(isAccountNumberValid('1'.repeat(21), defaultBindCardRules)).toBe(false);
  });
});
