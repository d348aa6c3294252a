import { describe, expect, it } from 'vitest';
import { canTransferToUpline } from './member';

describe('canTransferToUpline', () => {
  it('reads the flag in the forms the platform sends', () => {
    for (const toUpline of [true, 1, '1', 'true'])
      expect(canTransferToUpline({ toUpline }), String(toUpline)).toBe(true);
    for (const toUpline of [false, 0, '0', 'false', '', null, undefined]) {
      expect(canTransferToUpline({ toUpline }), String(toUpline)).toBe(false);
    }
    expect(canTransferToUpline(undefined)).toBe(false);
  });
});
