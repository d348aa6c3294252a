import { describe, expect, it } from 'vitest';
import { avatarFileProblem, avatarUploadMaxBytes, dayText, isOfAge, parseDay } from './profile';

/** Noon of a day in the player's own calendar. */
const on = (year: number, month: number, day: number) => new Date(year, month - 1, day, 12);

describe('the age rule', () => {
  it('lets a player give a birthday from their 21st birthday on, not the day before', () => {
    expect(isOfAge('2004-06-15', on(2025, 6, 15))).toBe(true);
    expect(isOfAge('2004-06-15', on(2025, 6, 14))).toBe(false);
    expect(isOfAge('2004-06-15', on(2025, 6, 16))).toBe(true);
    // The calendar day counts, whatever the hour.
    expect(isOfAge('2004-06-15', new Date(2025, 5, 15, 0, 0, 1))).toBe(true);
    expect(isOfAge('2004-06-15', new Date(2025, 5, 14, 23, 59, 59))).toBe(false);
  });

  it('counts months and years, not only the year', () => {
    expect(isOfAge('2004-12-31', on(2025, 12, 30))).toBe(false);
    expect(isOfAge('2004-01-01', on(2025, 1, 1))).toBe(true);
    expect(isOfAge('1980-07-01', on(2025, 1, 1))).toBe(true);
    expect(isOfAge('2010-07-01', on(2025, 12, 31))).toBe(false);
    // A day still to come is nobody's birthday yet.
    expect(isOfAge('2030-01-01', on(2025, 1, 1))).toBe(false);
  });

  it('brings a 29 February birthday round on 1 March in a year without one, and on the day in a leap year', () => {
    // 21 years after a leap year is never one: the 21st birthday is 1 March.
    expect(isOfAge('2004-02-29', on(2025, 2, 28))).toBe(false);
    expect(isOfAge('2004-02-29', on(2025, 3, 1))).toBe(true);
    expect(isOfAge('1980-02-29', on(2001, 2, 28))).toBe(false);
    expect(isOfAge('1980-02-29', on(2001, 3, 1))).toBe(true);
    // Twenty years on, it is a leap year again: the day itself.
    expect(isOfAge('2004-02-29', on(2024, 2, 28), 20)).toBe(false);
    expect(isOfAge('2004-02-29', on(2024, 2, 29), 20)).toBe(true);
    // 29 February 2007 is no day at all.
    expect(isOfAge('2007-02-29', on(2040, 1, 1))).toBe(false);
  });

  it('takes another minimum age when told', () => {
    expect(isOfAge('2007-06-15', on(2025, 6, 15), 18)).toBe(true);
    expect(isOfAge('2007-06-16', on(2025, 6, 15), 18)).toBe(false);
  });
});

describe('days', () => {
  it('reads YYYY-MM-DD of real days only', () => {
    expect(parseDay('2004-02-29')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseDay('2005-02-29')).toBeNull();
    expect(parseDay('2005-13-01')).toBeNull();
    expect(parseDay('15/06/2004')).toBeNull();
    expect(parseDay('')).toBeNull();
  });

  it("writes a moment as the player's calendar day", () => {
    expect(dayText(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

describe('an avatar picture', () => {
  const file = (name: string, type: string, size = 1000) => ({ name, type, size });

  it('is a png or a jpeg', () => {
    expect(avatarFileProblem(file('me.png', 'image/png'))).toBeNull();
    expect(avatarFileProblem(file('me.jpg', 'image/jpeg'))).toBeNull();
    expect(avatarFileProblem(file('me.gif', 'image/gif'))).toBe('type');
    expect(avatarFileProblem(file('me.webp', 'image/webp'))).toBe('type');
    expect(avatarFileProblem(file('notes.pdf', 'application/pdf'))).toBe('type');
    // Without a type from the browser, the name's extension says.
    expect(avatarFileProblem(file('me.JPEG', ''))).toBeNull();
    expect(avatarFileProblem(file('me.svg', ''))).toBe('type');
  });

  it('is at most 5 MB', () => {
    expect(avatarFileProblem(file('me.png', 'image/png', avatarUploadMaxBytes))).toBeNull();
    expect(avatarFileProblem(file('me.png', 'image/png', avatarUploadMaxBytes + 1))).toBe('size');
  });
});
