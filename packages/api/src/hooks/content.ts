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
  contentUnreadCountEndpoint,
  contentUnreadCountV2Endpoint,
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
      id: contentAnnouncementsEndpoint.id,
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
  params?: RequestOf<typeof contentUnreadCountEndpoint>,
  options?: QueryOptions<ResponseOf<typeof contentUnreadCountEndpoint>>,
) {
  return useDefinitionQuery(contentUnreadCountEndpoint, params, options);
}
/** The spec's "unread V2". */
export function useUnreadCountV2(
  params?: RequestOf<typeof contentUnreadCountV2Endpoint>,
  options?: QueryOptions<ResponseOf<typeof contentUnreadCountV2Endpoint>>,
) {
  return useDefinitionQuery(contentUnreadCountV2Endpoint, params, options);
}

export function useInbox(
  params?: RequestOf<typeof contentInboxEndpoint>,
  options?: QueryOptions<ResponseOf<typeof contentInboxEndpoint>>,
) {
  return useDefinitionQuery(contentInboxEndpoint, params, options, { localized: true });
}

export function useHelpCenter(
  params?: RequestOf<typeof contentHelpCenterEndpoint>,
  options?: QueryOptions<ResponseOf<typeof contentHelpCenterEndpoint>>,
) {
  return useDefinitionQuery(contentHelpCenterEndpoint, params, options, { heavy: true, localized: true });
}

const mailbox = () => [contentInboxEndpoint.id, contentUnreadCountEndpoint.id, contentUnreadCountV2Endpoint.id];

export function useMarkMessagesRead() {
  return useDefinitionMutation(contentMarkReadEndpoint, mailbox());
}

export function useDeleteMessages() {
  return useDefinitionMutation(contentDeleteMessagesEndpoint, mailbox());
}

export function useSendFeedback() {
  return useDefinitionMutation(contentFeedbackEndpoint);
}
