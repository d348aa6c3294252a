import {
  type Announcements,
  type AnnouncementType,
  announcementsSchema,
  contentAnnouncementsEndpoint,
  contentDeleteMessagesEndpoint,
  contentFeedbackEndpoint,
  contentHelpCenterEndpoint,
  contentInboxEndpoint,
  contentMarkReadEndpoint,
  contentOutboxEndpoint,
  contentSendMessageEndpoint,
  contentUnreadCountEndpoint,
  contentUnreadCountV2Endpoint,
  getAnnouncements,
} from '../endpoints/content';
import { mutationHook } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

/**
 * Announcements by type (B default). The call sends no token, but the read is
 * keyed by language and session, so the header refreshes them when either
 * changes. The home notices (B) are cached in session storage as `index_notice`.
 */
export function useAnnouncements(types: readonly AnnouncementType[] = ['B'], options?: QueryOptions<Announcements>) {
  const home = types.length === 1 && types[0] === 'B';
  return usePlatformQuery(
    {
      endpoint: contentAnnouncementsEndpoint,
      localized: true,
      perSession: true,
      ...(home ? { cacheAs: 'indexNotice' as const, cacheSchema: announcementsSchema } : {}),
    },
    { types: [...types] },
    (client, params) => getAnnouncements(client, params),
    { revalidateOnFocus: false, ...options },
  );
}

export const useUnreadCount = queryHook(contentUnreadCountEndpoint);
/** The newer unread count (the inbox's). */
export const useUnreadCountV2 = queryHook(contentUnreadCountV2Endpoint);
export const useInbox = queryHook(contentInboxEndpoint, { localized: true });
/** Messages the player sent; the outbox refetches after a send. */
export const useOutbox = queryHook(contentOutboxEndpoint, { localized: true });
export const useHelpCenter = queryHook(contentHelpCenterEndpoint, { heavy: true, localized: true });

const mailbox = [contentInboxEndpoint, contentUnreadCountEndpoint, contentUnreadCountV2Endpoint];

export const useMarkMessagesRead = mutationHook(contentMarkReadEndpoint, mailbox);
export const useDeleteMessages = mutationHook(contentDeleteMessagesEndpoint, mailbox);
export const useSendMessage = mutationHook(contentSendMessageEndpoint, [contentOutboxEndpoint]);
export const useSendFeedback = mutationHook(contentFeedbackEndpoint);
