import { describe, expect, it } from 'vitest';
import { clampRange, formatRange, presetRange, sameRange } from './dateRanges';

const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);
// Mid-afternoon, to check that presets ignore the time of day.
const today = new Date(2025, 5, 18, 15, 42, 7);

describe('presetRange', () => {
  it.each([
    ['today', day(2025, 6, 18), day(2025, 6, 18)],
    ['yesterday', day(2025, 6, 17), day(2025, 6, 17)],
    ['last7Days', day(2025, 6, 12), day(2025, 6, 18)],
    ['last30Days', day(2025, 5, 20), day(2025, 6, 18)],
    ['thisMonth', day(2025, 6, 1), day(2025, 6, 18)],
  ] as const)('%s counts back from today, today included', (id, from, to) => {
    expect(presetRange(id, today)).toEqual({ from, to });
  });

  it('crosses month and year boundaries', () => {
    const newYear = day(2026, 1, 1);
    expect(presetRange('yesterday', newYear)).toEqual({ from: day(2025, 12, 31), to: day(2025, 12, 31) });
    expect(presetRange('last7Days', newYear)).toEqual({ from: day(2025, 12, 26), to: newYear });
    expect(presetRange('thisMonth', newYear)).toEqual({ from: newYear, to: newYear });
  });

  it('counts 30 calendar days across a leap February', () => {
    // 29 days of February 2024 plus 1 March.
    expect(presetRange('last30Days', day(2024, 3, 1))).toEqual({ from: day(2024, 2, 1), to: day(2024, 3, 1) });
    expect(presetRange('last30Days', day(2025, 3, 1))).toEqual({ from: day(2025, 1, 31), to: day(2025, 3, 1) });
  });
});

describe('clampRange', () => {
  const range = { from: day(2025, 6, 1), to: day(2025, 6, 30) };

  it('leaves a range inside the bounds alone', () => {
    expect(clampRange(range)).toEqual(range);
    expect(clampRange(range, day(2025, 5, 1), day(2025, 7, 31))).toEqual(range);
  });

  it('cuts either end to the bounds', () => {
    expect(clampRange(range, day(2025, 6, 10))).toEqual({ from: day(2025, 6, 10), to: day(2025, 6, 30) });
    expect(clampRange(range, undefined, day(2025, 6, 18))).toEqual({ from: day(2025, 6, 1), to: day(2025, 6, 18) });
  });

  it('compares whole days, whatever the time of the bounds', () => {
    expect(clampRange(range, new Date(2025, 5, 10, 23, 59), new Date(2025, 5, 18, 0, 1))).toEqual({
      from: day(2025, 6, 10),
      to: day(2025, 6, 18),
    });
  });

  it('is null when nothing of the range is allowed', () => {
    expect(clampRange(range, day(2025, 7, 1))).toBeNull();
    expect(clampRange(range, undefined, day(2025, 5, 31))).toBeNull();
  });
});

describe('sameRange', () => {
  it('compares days, not times', () => {
    expect(sameRange({ from: day(2025, 6, 1), to: today }, { from: day(2025, 6, 1), to: day(2025, 6, 18) })).toBe(true);
    expect(sameRange({ from: day(2025, 6, 1), to: today }, { from: day(2025, 6, 2), to: today })).toBe(false);
  });

  it('treats two empty values as equal and one empty as different', () => {
    expect(sameRange(null, undefined)).toBe(true);
    expect(sameRange(null, { from: today, to: today })).toBe(false);
  });
});

describe('formatRange', () => {
  it('shows both ends as yyyy-MM-dd', () => {
    expect(formatRange({ from: day(2025, 6, 2), to: day(2025, 12, 31) })).toBe('2025-06-02 – 2025-12-31');
    expect(formatRange({ from: today, to: today })).toBe('2025-06-18 – 2025-06-18');
  });
});
