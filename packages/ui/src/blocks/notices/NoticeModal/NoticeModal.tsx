import { useTranslation } from '@lobby/i18n';
import { Megaphone } from 'lucide-react';
import { Tabs as RadixTabs } from 'radix-ui';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useBreakpoint } from '../../../hooks/useMediaQuery';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { Checkbox } from '../../../primitives/Checkbox/Checkbox';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Modal, useModal } from '../../../primitives/Modal/Modal';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import { type Notice, noticeDateTime, noticePage, noticesPerPage } from '../notice';
import * as styles from './NoticeModal.css';

export interface NoticeModalProps {
  open: boolean;
  /** Called with `false` when the player closes it (close button, Escape, "Got it"). */
  onOpenChange: (open: boolean) => void;
  /** Every notice to page through, in the platform's order. */
  notices: readonly Notice[];
  /** `loading` shows placeholders of the final layout; `error` offers Retry; `refreshing` keeps the notices. */
  status?: AsyncStatus;
  onRetry?: () => void;
  /** Keeps Retry busy while the notices are fetched again. */
  retrying?: boolean;
  /**
   * The page shown, 1-based. Leave it out to let the modal keep its own page
   * (it starts at `defaultPage` on every opening); pass it with
   * `onPageChange` to control it, e.g. to keep it across openings.
   */
  page?: number;
  defaultPage?: number;
  /** Reports every page the player picks (controlled or not). */
  onPageChange?: (page: number) => void;
  /** The "Don't show again today" box. */
  hideToday?: boolean;
  /** Reports the box's new state; the box is left out without it. */
  onHideTodayChange?: (hide: boolean) => void;
  /** Replaces the modal's title, "Notices". */
  title?: ReactNode;
  className?: string;
}

/**
 * Scrolls the list (and only the list, never the sheet or the page) so the
 * selected notice is fully in view: sideways on phones, up and down wider.
 */
function revealSelected(list: HTMLElement) {
  // The list is positioned, so offsets are measured from its own padding box.
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active) return;
  const style = getComputedStyle(list);
  const padStart = Number.parseFloat(style.paddingInlineStart) || 0;
  const padTop = Number.parseFloat(style.paddingTop) || 0;
  const left = active.offsetLeft - padStart;
  const right = left + active.offsetWidth + 2 * padStart - list.clientWidth;
  if (list.scrollLeft > left) list.scrollLeft = left;
  else if (list.scrollLeft < right) list.scrollLeft = right;
  const top = active.offsetTop - padTop;
  const bottom = top + active.offsetHeight + 2 * padTop - list.clientHeight;
  if (list.scrollTop > top) list.scrollTop = top;
  else if (list.scrollTop < bottom) list.scrollTop = bottom;
}

function NoticeDate({ date, className }: { date: string | undefined; className: string }) {
  const text = date?.trim();
  if (!text) return null;
  const dateTime = noticeDateTime(text);
  return dateTime ? (
    <time dateTime={dateTime} className={className}>
      {text}
    </time>
  ) : (
    <span className={className}>{text}</span>
  );
}

/** "Got it" closes through the modal, so it takes the same path as Escape and the close button. */
function GotIt() {
  const { t } = useTranslation();
  const modal = useModal();
  return (
    <Button variant="secondary" className={styles.footerEnd} onClick={() => void modal.close()}>
      {t('status.notices.gotIt')}
    </Button>
  );
}

function LoadingNotices() {
  const { t } = useTranslation();
  return (
    <div className={styles.content} aria-busy="true">
      <VisuallyHidden role="status">{t('status.notices.loading')}</VisuallyHidden>
      <div className={styles.listColumn}>
        <div className={styles.list}>
          {Array.from({ length: noticesPerPage }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
            <span key={index} className={styles.skeletonItem}>
              <Skeleton height={14} />
              <Skeleton height={10} width="55%" />
            </span>
          ))}
        </div>
      </div>
      <div className={styles.panel}>
        <div className={styles.panelHeader}>
          <Skeleton height={22} width="70%" />
          <Skeleton height={12} width={140} />
        </div>
        <Skeleton.Text lines={6} />
      </div>
    </div>
  );
}

/**
 * The notice modal: announcements nine per page, the first of the
 * page selected, its title, date and sanitized HTML beside (or, on phones,
 * under) the list, and "Don't show again today". It is the named generic
 * `Modal` "noticeModal": it never closes on a background click, keeps the page
 * where it was and is a full-screen sheet on phones.
 */
export function NoticeModal({
  open,
  onOpenChange,
  notices,
  status = 'ready',
  onRetry,
  retrying = false,
  page,
  defaultPage = 1,
  onPageChange,
  hideToday = false,
  onHideTodayChange,
  title,
  className,
}: NoticeModalProps) {
  const { t } = useTranslation();
  // The list is a column (Up/Down) from the tablet width and a sideways row (Left/Right) on phones.
  const wide = useBreakpoint('tablet', true);
  const [ownPage, setOwnPage] = useState(defaultPage);
  // The notice the player picked; the page's first one when none (or one from another page) is.
  const [chosen, setChosen] = useState<string | null>(null);

  // Every opening starts afresh: the default page (unless controlled) and its first notice.
  const [openedBefore, setOpenedBefore] = useState(open);
  if (open !== openedBefore) {
    setOpenedBefore(open);
    if (open) {
      setOwnPage(defaultPage);
      setChosen(null);
    }
  }

  const current = noticePage(notices, page ?? ownPage);
  const selected = current.items.find((notice) => notice.id === chosen) ?? current.items[0];

  const listRef = useRef<HTMLDivElement>(null);
  const selectedId = selected?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the selection or the list's direction changes.
  useLayoutEffect(() => {
    if (listRef.current) revealSelected(listRef.current);
  }, [selectedId, wide]);

  const changePage = (next: number) => {
    if (page === undefined) setOwnPage(next);
    // A new page opens on its first notice.
    setChosen(null);
    onPageChange?.(next);
  };

  let body: ReactNode;
  if (status === 'loading') {
    body = <LoadingNotices />;
  } else if (status === 'error') {
    body = (
      <div className={styles.content}>
        <EmptyState
          className={styles.state}
          tone="danger"
          title={t('status.notices.errorTitle')}
          onRetry={onRetry}
          retrying={retrying}
          headingLevel={3}
        />
      </div>
    );
  } else if (!selected) {
    body = (
      <div className={styles.content}>
        <EmptyState
          className={styles.state}
          icon={<Megaphone size={28} />}
          title={t('status.notices.empty')}
          description={t('status.notices.emptyHint')}
          headingLevel={3}
        />
      </div>
    );
  } else {
    body = (
      <RadixTabs.Root
        value={selected.id}
        onValueChange={setChosen}
        orientation={wide ? 'vertical' : 'horizontal'}
        className={styles.content}
        aria-busy={status === 'refreshing' || undefined}
      >
        <div className={styles.listColumn}>
          <RadixTabs.List ref={listRef} aria-label={t('status.notices.listLabel')} className={styles.list}>
            {current.items.map((notice) => (
              <RadixTabs.Trigger key={notice.id} value={notice.id} className={styles.item}>
                <span className={styles.itemTitle}>{notice.title}</span>
                <NoticeDate date={notice.date} className={styles.itemDate} />
              </RadixTabs.Trigger>
            ))}
          </RadixTabs.List>
          <Pagination page={current.page} pageCount={current.pageCount} onPageChange={changePage} />
        </div>
        {current.items.map((notice) => (
          // Focusable (Radix gives it tabIndex 0) so a long notice scrolls by keyboard.
          <RadixTabs.Content key={notice.id} value={notice.id} className={styles.panel}>
            <div className={styles.panelHeader}>
              <h3 className={styles.noticeTitle}>{notice.title}</h3>
              <NoticeDate date={notice.date} className={styles.noticeDate} />
            </div>
            <SafeHtml html={notice.html} className={styles.noticeBody} />
          </RadixTabs.Content>
        ))}
      </RadixTabs.Root>
    );
  }

  return (
    <Modal
      name="noticeModal"
      open={open}
      onOpenChange={onOpenChange}
      title={title ?? t('status.notices.title')}
      width={880}
      className={className}
    >
      <div className={styles.layout}>
        {body}
        <div className={styles.footer}>
          {onHideTodayChange ? (
            <Checkbox label={t('status.notices.hideToday')} checked={hideToday} onCheckedChange={onHideTodayChange} />
          ) : null}
          <GotIt />
        </div>
      </div>
    </Modal>
  );
}
