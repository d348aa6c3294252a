import {
  type Announcements,
  type AnnouncementType,
  announcementsSchema,
  contentEndpoints,
  getAnnouncements,
} from '../endpoints/content';
import type { RequestOf, ResponseOf } from '../endpoints/define';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery } from './query';

/**
 * Announcements by type (B default). Keyed by language and session, so the
 * header refreshes them when either changes (spec §4). The home notices (B)
 * are cached as `index_notice` (spec §3).
 */
export function useAnnouncements(types: readonly AnnouncementType[] = ['B'], options?: QueryOptions<Announcements>) {
  const home = types.length === 1 && types[0] === 'B';
  return usePlatformQuery(
    {
      id: contentEndpoints.announcements.id,
      token: 'optional',
      localized: true,
      ...(home ? { cacheAs: 'indexNotice' as const, cacheSchema: announcementsSchema } : {}),
    },
    { types: [...types] },
    (client, params) => getAnnouncements(client, params),
    { revalidateOnFocus: false, ...options },
  );
}

export function useUnreadCount(
  params?: RequestOf<typeof contentEndpoints.unreadCount>,
  options?: QueryOptions<ResponseOf<typeof contentEndpoints.unreadCount>>,
) {
  return useDefinitionQuery(contentEndpoints.unreadCount, params, options);
}
/** The spec's "unread V2". */
export function useUnreadCountV2(
  params?: RequestOf<typeof contentEndpoints.unreadCountV2>,
  options?: QueryOptions<ResponseOf<typeof contentEndpoints.unreadCountV2>>,
) {
  return useDefinitionQuery(contentEndpoints.unreadCountV2, params, options);
}

export function useInbox(
  params?: RequestOf<typeof contentEndpoints.inbox>,
  options?: QueryOptions<ResponseOf<typeof contentEndpoints.inbox>>,
) {
  return useDefinitionQuery(contentEndpoints.inbox, params, options, { localized: true });
}

export function useHelpCenter(
  params?: RequestOf<typeof contentEndpoints.helpCenter>,
  options?: QueryOptions<ResponseOf<typeof contentEndpoints.helpCenter>>,
) {
  return useDefinitionQuery(contentEndpoints.helpCenter, params, options, { heavy: true, localized: true });
}

const mailbox = [contentEndpoints.inbox.id, contentEndpoints.unreadCount.id, contentEndpoints.unreadCountV2.id];

export function useMarkMessagesRead() {
  return useDefinitionMutation(contentEndpoints.markRead, mailbox);
}

export function useDeleteMessages() {
  return useDefinitionMutation(contentEndpoints.deleteMessages, mailbox);
}

export function useSendFeedback() {
  return useDefinitionMutation(contentEndpoints.feedback);
}
