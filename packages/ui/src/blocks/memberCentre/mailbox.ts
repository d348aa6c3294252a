import type { AsyncStatus } from '../../primitives/AsyncRegion/asyncStatus';

/** A message of the inbox, as the mailbox shows it. */
export interface InboxMail {
  id: string;
  title: string;
  /** The body as the platform sends it: HTML, sanitized by the view before rendering. */
  html: string;
  /** As the platform writes it, `yyyy-MM-dd hh:mm:ss`; shown verbatim. */
  date?: string;
  unread: boolean;
}

/** A message the player wrote; its body is plain text and shown as typed. */
export interface SentMail {
  id: string;
  title: string;
  text: string;
  date?: string;
}

/** One page of a mailbox folder and what it takes to move through it. */
export interface MailFolder<TMail> {
  status: AsyncStatus;
  /** The messages of the page shown. */
  messages: readonly TMail[];
  /** The page shown, 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  onRetry?: () => void;
  /** Keeps Retry busy while the folder is fetched again. */
  retrying?: boolean;
}

/** How a write ended: the error is already in the player's words. */
export type MailboxResult = { ok: true } | { ok: false; error: string };

/** What the player writes to customer service. */
export interface MailDraft {
  title: string;
  content: string;
}

/** The longest subject and message the platform takes. */
export interface MailDraftLimits {
  titleMaxLength: number;
  contentMaxLength: number;
}

export type MailboxTab = 'inbox' | 'outbox' | 'send';
