import { useAnnouncements } from '@lobby/api/hooks';
import { localStore, sessionStore } from '@lobby/api/session';
import { NoticeModal, preloadSafeHtml } from '@lobby/ui';
import { noticesOf } from '@lobby/view-models';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useAlert } from '../../app/alerts';
import { modals, useOpenModal } from '../../app/modals';

/** Session storage: the popup opened in this session already. */
export const noticePopupShownKey = 'noticePopupShown';
const hiddenUntilKey = 'noticeHiddenUntil';
/** The User Timing mark left when the popup has decided; its `detail` says what it did. */
const noticePopupMark = 'lobby:notice-popup';

function today(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** What the popup did with the notices once they arrived. */
type Decision = 'opened' | 'seen-this-session' | 'hidden-today' | 'behind-another-modal';

/** Why the popup stays closed whatever is on screen, if it does. */
function closedBecause(): Decision | null {
  if (sessionStore.getItem(noticePopupShownKey) === '1') return 'seen-this-session';
  if (localStore.getItem(hiddenUntilKey) === today()) return 'hidden-today';
  return null;
}

function decide(): Decision {
  const closed = closedBecause();
  if (closed !== null) return closed;
  // The session's turn is spent even when another modal is on screen, so the notices do not interrupt later.
  sessionStore.setItem(noticePopupShownKey, '1');
  if (modals.current() !== null) return 'behind-another-modal';
  modals.open('noticeModal');
  return 'opened';
}

/**
 * Puts the decision on the page's timeline (a User Timing mark), so whoever
 * measures the start-up, or tests it, can tell "not shown" from "not decided
 * yet": the popup itself appears a moment later, after the modal's delay.
 */
function markDecision(decision: Decision): void {
  // jsdom and older webviews have no User Timing.
  if (typeof performance.mark !== 'function') return;
  performance.mark(noticePopupMark, { detail: decision });
}

/**
 * Popup announcements (docs/product.md#notices): after
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
    if (notices.length === 0 || warningShown) return;
    // Staying closed needs no sanitizer: decide at once.
    if (closedBecause() !== null || modals.current() !== null) {
      markDecision(decide());
      return;
    }
    let current = true;
    // The popup opens with its notice's text in place rather than an empty body that fills in once the
    // sanitizer has arrived (half a second later on a phone); if the sanitizer cannot load, it opens all the same.
    void preloadSafeHtml()
      .catch(() => {})
      .then(() => {
        if (current) markDecision(decide());
      });
    return () => {
      current = false;
    };
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
