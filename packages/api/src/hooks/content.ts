import {
  type Announcements,
  type AnnouncementType,
  announcementsSchema,
  contentAnnouncementsEndpoint,
  contentUnreadCountEndpoint,
  contentUnreadCountV2Endpoint,
  getAnnouncements,
} from '../endpoints/content';
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
