import { describe, expect, it } from 'vitest';
import { isCodeShaped, newPaymentPasswordProblem } from './security';

describe('newPaymentPasswordProblem', () => {
  it('takes six digits typed the same twice', () => {
    expect(newPaymentPasswordProblem('135790', '135790')).toBeNull();
  });

  it('refuses anything but six digits before comparing', () => {
    for (const typed of ['12345', '1234567', '12345a', ' 123456', '']) {
      expect(newPaymentPasswordProblem(typed, typed)).toBe('rule');
    }
  });

  it('refuses two different passwords', () => {
    expect(newPaymentPasswordProblem('135790', '135791')).toBe('mismatch');
  });
});

describe('isCodeShaped', () => {
  it('takes four to eight digits, with spaces around them', () => {
    expect(isCodeShaped('1234')).toBe(true);
    expect(isCodeShaped(' 12345678 ')).toBe(true);
  });

  it('refuses too few or too many digits, and letters', () => {
    for (const typed of ['', '123', '123456789', '12 34', 'abcd']) expect(isCodeShaped(typed)).toBe(false);
  });
});
