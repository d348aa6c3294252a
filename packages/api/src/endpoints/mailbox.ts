import * as v from 'valibot';
import { defineEndpoint } from './define';
import { flag, idText, numeric, optionalFields, optionalText, pagedList } from './fields';

/**
 * The mailbox: the inbox, its reads and deletes, the messages the player sent
 * and writing to customer service. A module of its own so it loads with the
 * mailbox page, not with the first route (the header's unread counts stay
 * with the content calls).
 */

// ---- schemas ---------------------------------------------------------------

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

// ---- definitions -----------------------------------------------------------

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

export const mailboxEndpoints = {
  inbox: contentInboxEndpoint,
  markRead: contentMarkReadEndpoint,
  deleteMessages: contentDeleteMessagesEndpoint,
  outbox: contentOutboxEndpoint,
  sendMessage: contentSendMessageEndpoint,
} as const;
