import { useAnnouncements } from '@lobby/api/hooks';
import { localStore, sessionStore } from '@lobby/api/session';
import { NoticeModal } from '@lobby/ui';
import { noticesOf } from '@lobby/view-models';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useAlert } from '../../app/alerts';
import { modals, useOpenModal } from '../../app/modals';

/** Session storage: the popup opened in this session already. */
export const noticePopupShownKey = 'noticePopupShown';
const hiddenUntilKey = 'noticeHiddenUntil';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Popup announcements (spec §2 notice modal, §3 announcement config): after
 * start-up they open once per session, unless the player chose "don't show
 * again today" in this browser.
 */
export default function NoticePopup() {
  // Data and the modal store update at once; deferring them builds the popup
  // in a transition, in slices, instead of in one long task at start-up.
  const data = useDeferredValue(useAnnouncements(['B', 'PU']).data);
  const open = useDeferredValue(useOpenModal() === 'noticeModal');
  const [hideToday, setHideToday] = useState(() => localStore.getItem(hiddenUntilKey) === today());
  const notices = useMemo(() => noticesOf(data?.popup ?? []), [data]);
  // A warning on screen is read first: the announcements wait until it is dismissed.
  const warningShown = useAlert() !== null;

  useEffect(() => {
    if (notices.length === 0 || warningShown || sessionStore.getItem(noticePopupShownKey) === '1') return;
    if (localStore.getItem(hiddenUntilKey) === today()) return;
    sessionStore.setItem(noticePopupShownKey, '1');
    if (modals.current() === null) modals.open('noticeModal');
  }, [notices.length, warningShown]);

  return (
    <NoticeModal
      open={open}
      onOpenChange={(next) => (next ? modals.open('noticeModal') : modals.close())}
      notices={notices}
      hideToday={hideToday}
      onHideTodayChange={(hide) => {
        setHideToday(hide);
        if (hide) localStore.setItem(hiddenUntilKey, today());
        else localStore.removeItem(hiddenUntilKey);
      }}
    />
  );
}
