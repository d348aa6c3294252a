import type { InboxMessage, OutboxMessage } from '@lobby/api';
import type { InboxMail, MailFolder, SentMail } from '@lobby/ui';
import { errorTextOf } from './errors';
import type { Translate } from './translate';

/** Messages per page of each mailbox folder. */
export const mailboxPageSize = 10;

/** One page of a folder as the platform answers it. */
export interface MailPage<TMessage> {
  list: readonly TMessage[];
  pageNum?: number | null | undefined;
  totalPages?: number | null | undefined;
  totalCount?: number | null | undefined;
}

/** An inbox message as the mailbox shows it; the view sanitizes the HTML body. */
export function inboxMailOf(message: InboxMessage): InboxMail {
  const date = message.createTime?.trim();
  return {
    id: message.id,
    title: message.title,
    html: message.content,
    unread: !message.read,
    ...(date ? { date } : {}),
  };
}

/** A message the player sent: its body is the text they typed, never markup. */
export function sentMailOf(message: OutboxMessage): SentMail {
  const date = message.createTime?.trim();
  return { id: message.id, title: message.title, text: message.content, ...(date ? { date } : {}) };
}

/**
 * How many pages a folder has: the platform's count of pages, or one worked
 * out from its count of messages; at least one, so an empty folder still has
 * a first page.
 */
export function mailPageCount(page: MailPage<unknown> | undefined, pageSize = mailboxPageSize): number {
  if (!page) return 1;
  if (typeof page.totalPages === 'number' && page.totalPages >= 1) return Math.floor(page.totalPages);
  if (typeof page.totalCount === 'number') return Math.max(1, Math.ceil(page.totalCount / pageSize));
  return 1;
}

/**
 * A folder's page for the mailbox view, without its callbacks: the messages
 * of the page asked for and where it sits. A page the folder no longer has
 * (the last one emptied by a delete) reads as the last page there is.
 */
export function mailFolderOf<TMessage, TMail>(
  answer: MailPage<TMessage> | undefined,
  requestedPage: number,
  mailOf: (message: TMessage) => TMail,
  pageSize = mailboxPageSize,
): Pick<MailFolder<TMail>, 'messages' | 'page' | 'pageCount'> {
  const pageCount = mailPageCount(answer, pageSize);
  return {
    messages: answer ? answer.list.map(mailOf) : [],
    page: Math.min(Math.max(1, Math.floor(requestedPage) || 1), pageCount),
    pageCount,
  };
}

/** A failed mailbox write in the player's words, as the view's result. */
export function mailboxFailureOf(error: unknown, t: Translate): { ok: false; error: string } {
  return { ok: false, error: errorTextOf(error, t) };
}
