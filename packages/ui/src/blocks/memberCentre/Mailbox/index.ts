export type {
  InboxMail,
  MailboxResult,
  MailboxTab,
  MailDraft,
  MailDraftLimits,
  MailFolder,
  SentMail,
} from '../mailbox';
export type { MailboxProps, MailboxSend } from './Mailbox';
export { Mailbox } from './Mailbox';
