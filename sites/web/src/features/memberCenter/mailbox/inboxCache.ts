import type { InboxMessage } from '@lobby/api';

/** An inbox page as the inbox read caches it. */
export interface CachedInboxPage {
  list: InboxMessage[];
  pageNum?: number | null | undefined;
  totalPages?: number | null | undefined;
  totalCount?: number | null | undefined;
}

/** A cached page with the given messages read; the same page when none of them is on it. */
export function withMessagesRead<TPage extends CachedInboxPage>(page: TPage, ids: readonly string[]): TPage {
  if (!page.list.some((message) => ids.includes(message.id) && !message.read)) return page;
  return {
    ...page,
    list: page.list.map((message) => (ids.includes(message.id) ? { ...message, read: true } : message)),
  };
}

/** A cached page without the given messages, its count of messages lowered by those it held. */
export function withoutMessages<TPage extends CachedInboxPage>(page: TPage, ids: readonly string[]): TPage {
  const list = page.list.filter((message) => !ids.includes(message.id));
  const removed = page.list.length - list.length;
  if (removed === 0) return page;
  return {
    ...page,
    list,
    ...(typeof page.totalCount === 'number' ? { totalCount: Math.max(0, page.totalCount - removed) } : {}),
  };
}

/** An unread count after `read` messages stopped being unread; unknown stays unknown. */
export function unreadLess(count: number | undefined, read: number): number | undefined {
  return count === undefined ? undefined : Math.max(0, count - read);
}
