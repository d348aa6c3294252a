import { describe, expect, it } from 'vitest';
import { noticeDateTime, noticePage } from './notice';

const list = Array.from({ length: 20 }, (_, index) => index + 1);

describe('noticePage', () => {
  it('cuts nine per page', () => {
    expect(noticePage(list, 1)).toEqual({ page: 1, pageCount: 3, items: [1, 2, 3, 4, 5, 6, 7, 8, 9] });
    expect(noticePage(list, 3)).toEqual({ page: 3, pageCount: 3, items: [19, 20] });
  });

  it('keeps the page in range when the list shrinks or the request is odd', () => {
    expect(noticePage(list, 7).page).toBe(3);
    expect(noticePage(list, 0).page).toBe(1);
    expect(noticePage(list, Number.NaN).page).toBe(1);
    expect(noticePage(list, 2.6).page).toBe(2);
  });

  it('has one empty page for no notices', () => {
    expect(noticePage([], 4)).toEqual({ page: 1, pageCount: 1, items: [] });
  });
});

describe('noticeDateTime', () => {
  it('passes platform dates through as machine-readable times', () => {
    expect(noticeDateTime('2025-06-15 10:00:00')).toBe('2025-06-15 10:00:00');
    expect(noticeDateTime('2025-06-15')).toBe('2025-06-15');
  });

  it('gives none for text that is not a date', () => {
    expect(noticeDateTime('yesterday')).toBeUndefined();
    expect(noticeDateTime(undefined)).toBeUndefined();
    expect(noticeDateTime('')).toBeUndefined();
  });
});
