import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { flag, idText, list, noFields, numeric, optionalFields, optionalId, optionalText, pagedList } from './fields';

/** Announcements, notices, banners, unread counts, mailbox, help centre, feedback. */

// ---- schemas ---------------------------------------------------------------

/** Announcement types: B default. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** A notice or announcement: title, HTML content, date. */
export const announcementSchema = v.object({
  id: optionalId,
  title: v.string(),
  /** HTML from the merchant's back office. */
  content: v.string(),
  /** `yyyy-MM-dd hh:mm:ss`. */
  date: optionalText,
  type: optionalText,
});
export type Announcement = v.InferOutput<typeof announcementSchema>;

/** A banner: groups w_login and w_register among others. */
export const bannerSchema = v.object({
  groupName: v.string(),
  url: v.string(),
  link: optionalText,
  title: optionalText,
});
export type Banner = v.InferOutput<typeof bannerSchema>;

export const announcementsRequestSchema = v.object({
  /** Comma-separated types, e.g. `B,PL`. */
  types: v.string(),
  platform: v.string(),
  execution: v.optional(v.string()),
});

/** What the announcements call answers: popup, banners, player (notices), promotion. */
export const announcementsSchema = v.object({
  popup: list(announcementSchema),
  banners: list(bannerSchema),
  player: list(announcementSchema),
  promotion: list(announcementSchema),
});
export type Announcements = v.InferOutput<typeof announcementsSchema>;

/** Notices per page. */
export const noticesPerPage = 9;

/** An unread count: a bare number, or `{ count }` on some deployments. */
export const unreadCountSchema = v.union([
  numeric,
  v.pipe(
    v.object({ count: numeric }),
    v.transform((value) => value.count),
  ),
]);

export const inboxMessageSchema = v.object({
  id: idText,
  title: v.string(),
  content: v.string(),
  read: v.nullish(flag, false),
  createTime: optionalText,
  recordSource: optionalText,
});
export type InboxMessage = v.InferOutput<typeof inboxMessageSchema>;

/** A message the player sent to the merchant's customer service. */
export const outboxMessageSchema = v.object({
  id: idText,
  title: v.string(),
  content: v.string(),
  createTime: optionalText,
  recordSource: optionalText,
});
export type OutboxMessage = v.InferOutput<typeof outboxMessageSchema>;

/** What a player may write: a title and a plain-text body, both required and bounded. */
export const mailDraftLimits = { titleMaxLength: 100, contentMaxLength: 1000 } as const;

export const sendMessageRequestSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(mailDraftLimits.titleMaxLength)),
  content: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(mailDraftLimits.contentMaxLength)),
});
export type SendMessageRequest = v.InferInput<typeof sendMessageRequestSchema>;

export const helpItemSchema = v.object({ title: v.string(), content: v.string() });
export type HelpItem = v.InferOutput<typeof helpItemSchema>;

/** Feedback: at most 140 characters, up to 3 png/jpg images under 5 MB. */
export const feedbackLimits = { maxLength: 140, maxImages: 3, maxImageBytes: 5 * 1024 * 1024 } as const;

export const feedbackRequestSchema = v.object({
  content: v.pipe(v.string(), v.minLength(1), v.maxLength(feedbackLimits.maxLength)),
  /** Data URLs of png or jpg images. */
  images: v.optional(
    v.pipe(
      v.array(v.pipe(v.string(), v.regex(/^data:image\/(png|jpe?g);base64,/))),
      v.maxLength(feedbackLimits.maxImages),
    ),
  ),
  contact: v.optional(v.string()),
});

// ---- definitions -----------------------------------------------------------

export const contentAnnouncementsEndpoint = defineEndpoint({
  id: 'content.announcements',
  method: 'GET',
  path: '/wps/relay/MCSFE_getListAnnouncements',
  token: 'none',
  moduleId: 'COMM3',
  request: announcementsRequestSchema,
  response: announcementsSchema,
  summary: 'Announcements by type: popup, banners, notices, promotion',
  assumption: 'Entry fields id/title/content/date and `types` as comma-separated text are inferred',
});
export const contentUnreadCountEndpoint = defineEndpoint({
  id: 'content.unreadCount',
  method: 'GET',
  path: '/wps/relay/CSP_unreadCount',
  moduleId: 'INBOX3',
  request: noFields,
  response: unreadCountSchema,
  summary: 'Unread messages (older inbox)',
});
export const contentUnreadCountV2Endpoint = defineEndpoint({
  id: 'content.unreadCountV2',
  method: 'GET',
  path: '/wps/relay/EMFE_getInboxUnreadCount',
  moduleId: 'INBOX3',
  request: noFields,
  response: unreadCountSchema,
  summary: 'Unread messages (the product\'s "unread V2")',
  source: 'catalogue',
});
export const contentInboxEndpoint = defineEndpoint({
  id: 'content.inbox',
  method: 'GET',
  path: '/wps/relay/EMFE_getInbox',
  moduleId: 'INBOX3',
  request: optionalFields({ page: v.optional(numeric), size: v.optional(numeric) }),
  response: pagedList(inboxMessageSchema),
  summary: 'Mailbox messages',
  source: 'catalogue',
  assumption: 'Rows are read from `list` (name inferred)',
});
export const contentMarkReadEndpoint = defineEndpoint({
  id: 'content.markRead',
  method: 'PUT',
  path: '/wps/relay/EMFE_updateInboxRead',
  moduleId: 'INBOX3',
  request: v.object({ ids: v.array(idText), recordSource: v.optional(v.string()) }),
  response: v.unknown(),
  summary: 'Mark messages as read',
  source: 'catalogue',
  assumption: 'recordSource travels in the body with ids (the catalogue puts it in the query)',
});
export const contentDeleteMessagesEndpoint = defineEndpoint({
  id: 'content.deleteMessages',
  method: 'DELETE',
  path: '/wps/relay/EMFE_deleteInbox',
  moduleId: 'INBOX3',
  request: v.object({
    inboxIds: v.union([
      v.array(idText),
      v.pipe(
        idText,
        v.transform((id) => [id]),
      ),
    ]),
    recordSource: v.optional(v.string()),
  }),
  response: v.unknown(),
  summary: 'Delete messages (repeated inboxIds)',
  source: 'catalogue',
});
export const contentOutboxEndpoint = defineEndpoint({
  id: 'content.outbox',
  method: 'GET',
  path: '/wps/relay/EMFE_getOutbox',
  moduleId: 'INBOX3',
  request: optionalFields({ page: v.optional(numeric), size: v.optional(numeric) }),
  response: pagedList(outboxMessageSchema),
  summary: 'Messages the player sent (outbox)',
  source: 'catalogue',
  assumption: 'Paged like the inbox (page, size; rows in `list`); row fields id, title, content, createTime inferred',
});
export const contentSendMessageEndpoint = defineEndpoint({
  id: 'content.sendMessage',
  method: 'POST',
  path: '/wps/relay/EMFE_submitOutbox',
  moduleId: 'INBOX3',
  request: sendMessageRequestSchema,
  response: v.unknown(),
  summary: "Send a message to the merchant's customer service",
  source: 'catalogue',
  assumption:
    'The body is `{ title, content }` in JSON, addressed to customer service (no recipient chosen); names and limits (100 and 1000 characters) inferred',
});
export const contentHelpCenterEndpoint = defineEndpoint({
  id: 'content.helpCenter',
  method: 'GET',
  path: '/wps/system/helpCenter',
  token: 'none',
  request: noFields,
  response: list(helpItemSchema),
  summary: 'Help centre entries (title, content)',
});
export const contentFeedbackEndpoint = defineEndpoint({
  id: 'content.feedback',
  method: 'PUT',
  path: '/wps/feedback',
  token: 'none',
  moduleId: 'FEEDBACK3',
  request: feedbackRequestSchema,
  response: v.unknown(),
  summary: 'Send feedback (PUT)',
  assumption: 'Images travel as data URLs in a JSON body; field names inferred',
});

export const contentEndpoints = {
  announcements: contentAnnouncementsEndpoint,
  unreadCount: contentUnreadCountEndpoint,
  unreadCountV2: contentUnreadCountV2Endpoint,
  inbox: contentInboxEndpoint,
  markRead: contentMarkReadEndpoint,
  deleteMessages: contentDeleteMessagesEndpoint,
  outbox: contentOutboxEndpoint,
  sendMessage: contentSendMessageEndpoint,
  helpCenter: contentHelpCenterEndpoint,
  feedback: contentFeedbackEndpoint,
} as const;

// ---- calls -----------------------------------------------------------------

export function getAnnouncements(
  client: PlatformClient,
  input: { types?: readonly AnnouncementType[]; execution?: string } = {},
  options?: CallOptions,
): Promise<Announcements> {
  return client.call(
    contentAnnouncementsEndpoint,
    {
      types: (input.types ?? ['B']).join(','),
      platform: 'W',
      ...(input.execution === undefined ? {} : { execution: input.execution }),
    },
    options,
  );
}
