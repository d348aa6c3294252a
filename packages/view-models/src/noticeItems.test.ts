import { describe, expect, it } from 'vitest';
import { noticesOf } from './noticeItems';

describe('noticesOf', () => {
  it('keeps the platform order, ids as text, and the date only when there is one', () => {
    expect(
      noticesOf([
        { id: '41', title: 'Upgrade done', content: '<p>Done</p>', date: '2025-05-01 10:00:00' },
        { title: 'No id', content: '', date: null },
      ]),
    ).toEqual([
      { id: '41', title: 'Upgrade done', date: '2025-05-01 10:00:00', html: '<p>Done</p>' },
      { id: 'notice-1', title: 'No id', html: '' },
    ]);
  });
});
