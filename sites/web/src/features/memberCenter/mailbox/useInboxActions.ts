import { contentInboxEndpoint, contentUnreadCountEndpoint, contentUnreadCountV2Endpoint } from '@lobby/api';
import { isPlatformKey, useDeleteMessages, useMarkMessagesRead, useRevalidate } from '@lobby/api/hooks';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { type CachedInboxPage, unreadLess, withMessagesRead, withoutMessages } from './inboxCache';

const unreadCounts = [contentUnreadCountV2Endpoint.id, contentUnreadCountEndpoint.id];
const inboxReads = [contentInboxEndpoint.id, ...unreadCounts];

/**
 * Opening and deleting inbox messages. The header and the side menu read the
 * unread count from the cache, so it is lowered in the cache itself, in every
 * session scope and language, the moment a message is opened; the reads are
 * fetched again once the platform has answered, and at once if it refused.
 */
export function useInboxActions() {
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidate();
  const markRead = useMarkMessagesRead();
  const deleteMessages = useDeleteMessages();
  const { trigger: triggerRead } = markRead;
  const { trigger: triggerDelete } = deleteMessages;

  const adjustCache = useCallback(
    async (unreadGone: number, updatePage: (page: CachedInboxPage) => CachedInboxPage) => {
      const options = { revalidate: false } as const;
      await Promise.all([
        mutate(
          (key) => isPlatformKey(key) && unreadCounts.includes(key[0]),
          (count: number | undefined) => unreadLess(count, unreadGone),
          options,
        ),
        mutate(
          (key) => isPlatformKey(key) && key[0] === contentInboxEndpoint.id,
          (page: CachedInboxPage | undefined) => (page ? updatePage(page) : page),
          options,
        ),
      ]);
    },
    [mutate],
  );

  /** Marks an unread message read: the counts drop before the call is made. */
  const openMessage = useCallback(
    async (id: string) => {
      await adjustCache(1, (page) => withMessagesRead(page, [id]));
      try {
        await triggerRead({ ids: [id] });
      } catch {
        // Refused or lost: show what the platform holds.
        await revalidate(inboxReads);
      }
    },
    [adjustCache, revalidate, triggerRead],
  );

  /**
   * Deletes messages; once the platform agreed they leave the list, and the
   * unread ones leave the counts. Rejects with the platform's error.
   */
  const deleteInbox = useCallback(
    async (ids: readonly string[], unreadAmongThem: number) => {
      await triggerDelete({ inboxIds: [...ids] });
      await adjustCache(unreadAmongThem, (page) => withoutMessages(page, ids));
    },
    [adjustCache, triggerDelete],
  );

  return { openMessage, deleteInbox };
}
