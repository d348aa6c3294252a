import { describe, expect, it } from 'vitest';
import { unreadLess, withMessagesRead, withoutMessages } from './inboxCache';

const page = {
  list: [
    { id: '1', title: 'One', content: '', read: false },
    { id: '2', title: 'Two', content: '', read: true },
    { id: '3', title: 'Three', content: '', read: false },
  ],
  pageNum: 1,
  totalPages: 2,
  totalCount: 12,
};

describe('withMessagesRead', () => {
  it('marks only the given messages read', () => {
    expect(withMessagesRead(page, ['3']).list.map((message) => message.read)).toEqual([false, true, true]);
  });

  it('keeps the very same page when nothing on it changes, so nothing renders again', () => {
    expect(withMessagesRead(page, ['2'])).toBe(page);
    expect(withMessagesRead(page, ['99'])).toBe(page);
  });
});

describe('withoutMessages', () => {
  it('drops the given messages and lowers the count by those the page held', () => {
    const after = withoutMessages(page, ['1', '3', '99']);
    expect(after.list.map((message) => message.id)).toEqual(['2']);
    expect(after.totalCount).toBe(10);
    expect(after.totalPages).toBe(2);
  });

  it('keeps a page that held none of them', () => {
    expect(withoutMessages(page, ['99'])).toBe(page);
  });

  it('leaves a missing count missing', () => {
    expect(withoutMessages({ list: page.list }, ['1'])).toEqual({ list: page.list.slice(1) });
  });
});

describe('unreadLess', () => {
  it('lowers a known count, never below zero, and leaves an unknown one alone', () => {
    expect(unreadLess(4, 1)).toBe(3);
    expect(unreadLess(1, 3)).toBe(0);
    expect(unreadLess(undefined, 1)).toBeUndefined();
  });
});
