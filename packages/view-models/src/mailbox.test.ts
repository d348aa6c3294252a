import { PlatformError } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { inboxMailOf, mailboxFailureOf, mailFolderOf, mailPageCount, sentMailOf } from './mailbox';

const t = (key: string) => `t:${key}`;

describe('inboxMailOf', () => {
  it('marks a message unread until it is read, and keeps the date only when there is one', () => {
    expect(
      inboxMailOf({ id: '7', title: 'Welcome', content: '<p>Hi</p>', read: false, createTime: '2025-06-01 10:00:00' }),
    ).toEqual({ id: '7', title: 'Welcome', html: '<p>Hi</p>', unread: true, date: '2025-06-01 10:00:00' });
    expect(inboxMailOf({ id: '8', title: 'Seen', content: '', read: true, createTime: ' ' })).toEqual({
      id: '8',
      title: 'Seen',
      html: '',
      unread: false,
    });
  });
});

describe('sentMailOf', () => {
  it('carries what the player typed as text', () => {
    expect(sentMailOf({ id: '3', title: 'Question', content: '<b>not markup</b>', createTime: null })).toEqual({
      id: '3',
      title: 'Question',
      text: '<b>not markup</b>',
    });
  });
});

describe('mailPageCount', () => {
  it("takes the platform's page count, else works it out from the message count, and is never below one", () => {
    expect(mailPageCount({ list: [], totalPages: 3, totalCount: 99 })).toBe(3);
    expect(mailPageCount({ list: [], totalCount: 21 })).toBe(3);
    expect(mailPageCount({ list: [], totalCount: 20 })).toBe(2);
    expect(mailPageCount({ list: [], totalPages: 0, totalCount: 0 })).toBe(1);
    expect(mailPageCount({ list: [] })).toBe(1);
    expect(mailPageCount(undefined)).toBe(1);
  });
});

describe('mailFolderOf', () => {
  const answer = {
    list: [{ id: '11', title: 'Eleven', content: '<p>x</p>', read: true, createTime: null }],
    pageNum: 2,
    totalPages: 2,
    totalCount: 11,
  };

  it('maps the page asked for and where it sits', () => {
    expect(mailFolderOf(answer, 2, inboxMailOf)).toEqual({
      messages: [{ id: '11', title: 'Eleven', html: '<p>x</p>', unread: false }],
      page: 2,
      pageCount: 2,
    });
  });

  it('reads a page past the end as the last page, and a nonsense page as the first', () => {
    expect(mailFolderOf(answer, 3, inboxMailOf).page).toBe(2);
    expect(mailFolderOf(answer, 0, inboxMailOf).page).toBe(1);
    expect(mailFolderOf(answer, Number.NaN, inboxMailOf).page).toBe(1);
  });

  it('has no messages and one page before the answer', () => {
    expect(mailFolderOf(undefined, 4, sentMailOf)).toEqual({ messages: [], page: 1, pageCount: 1 });
  });
});

describe('mailboxFailureOf', () => {
  it("says what failed in the platform's words for a business error, in the site's words otherwise", () => {
    const business = new PlatformError({ kind: 'business', message: 'Message does not exist', errorCode: 'x' });
    expect(mailboxFailureOf(business, t)).toEqual({ ok: false, error: 'Message does not exist' });
    expect(mailboxFailureOf(new Error('boom'), t)).toEqual({ ok: false, error: 't:errors.server' });
  });
});
