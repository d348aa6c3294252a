import { contentUnreadCountEndpoint, contentUnreadCountV2Endpoint } from '../endpoints/content';
import {
  contentDeleteMessagesEndpoint,
  contentInboxEndpoint,
  contentMarkReadEndpoint,
  contentOutboxEndpoint,
  contentSendMessageEndpoint,
} from '../endpoints/mailbox';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useInbox = queryHook(contentInboxEndpoint, { localized: true });
/** Messages the player sent; the outbox refetches after a send. */
export const useOutbox = queryHook(contentOutboxEndpoint, { localized: true });

const mailbox = [contentInboxEndpoint, contentUnreadCountEndpoint, contentUnreadCountV2Endpoint];

export const useMarkMessagesRead = mutationHook(contentMarkReadEndpoint, mailbox);
export const useDeleteMessages = mutationHook(contentDeleteMessagesEndpoint, mailbox);
export const useSendMessage = mutationHook(contentSendMessageEndpoint, [contentOutboxEndpoint]);
