import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Megaphone } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { Accordion } from '../../../primitives/Accordion/Accordion';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { type AsyncStatus, hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Pagination } from '../../../primitives/Pagination/Pagination';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { type Notice, noticeDateTime, noticePage, noticesPerPage } from '../notice';
import * as styles from './NoticeList.css';

export interface NoticeListProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Every notice, in the platform's order. */
  notices: readonly Notice[];
  /** `loading` shows placeholder rows; `error` offers Retry; `refreshing` keeps the list with a thin moving line. */
  status?: AsyncStatus;
  onRetry?: () => void;
  /** Keeps Retry busy while the notices are fetched again. */
  retrying?: boolean;
  /**
   * The page shown, 1-based. Leave it out and the list keeps its own page
   * (starting at `defaultPage`); pass it with `onPageChange` to control it,
   * e.g. from the address's query string.
   */
  page?: number;
  defaultPage?: number;
  /** Reports every page the player picks (controlled or not). */
  onPageChange?: (page: number) => void;
  /** Replaces the heading, "Notices". */
  title?: ReactNode;
  /** 1 when the list is the page (/noticePage), 2 under another page heading, 3 as a centre's page. Entries are one level below. */
  headingLevel?: 1 | 2 | 3;
  ref?: Ref<HTMLElement>;
}

function NoticeDate({ date }: { date: string | undefined }) {
  const text = date?.trim();
  if (!text) return null;
  const dateTime = noticeDateTime(text);
  return dateTime ? (
    <time dateTime={dateTime} className={styles.entryDate}>
      {text}
    </time>
  ) : (
    <span className={styles.entryDate}>{text}</span>
  );
}

/**
 * The /noticePage view: every notice, nine per page, each opening
 * to its sanitized content. One entry is open at a time.
 */
export function NoticeList({
  notices,
  status = 'ready',
  onRetry,
  retrying = false,
  page,
  defaultPage = 1,
  onPageChange,
  title,
  headingLevel = 1,
  className,
  ref,
  ...rest
}: NoticeListProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [ownPage, setOwnPage] = useState(defaultPage);
  const [expanded, setExpanded] = useState('');
  const rootRef = useRef<HTMLElement | null>(null);
  const Heading = `h${headingLevel}` as const;

  const current = noticePage(notices, page ?? ownPage);

  const changePage = (next: number) => {
    if (page === undefined) setOwnPage(next);
    setExpanded('');
    onPageChange?.(next);
    // The pagination sits under the list: bring the new page's start into view, not the page's end.
    const root = rootRef.current;
    if (root && root.getBoundingClientRect().top < 0) root.scrollIntoView({ block: 'start' });
  };

  const setRoot = (node: HTMLElement | null) => {
    rootRef.current = node;
    if (typeof ref === 'function') return ref(node);
    if (ref) ref.current = node;
  };

  return (
    <section ref={setRoot} aria-labelledby={titleId} className={clsx(styles.root, className)} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title ?? t('status.notices.title')}
        </Heading>
        {hasContent(status) && notices.length > 0 ? (
          <p className={styles.count}>{t('status.notices.count', { count: notices.length })}</p>
        ) : null}
      </div>
      <AsyncRegion
        className={styles.content}
        status={status}
        loadingLabel={t('status.notices.loading')}
        errorTitle={t('status.notices.errorTitle')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={(headingLevel + 1) as 2 | 3 | 4}
        skeleton={
          <div className={styles.skeletonList}>
            {Array.from({ length: noticesPerPage }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
              <div key={index} className={styles.skeletonRow}>
                <Skeleton height={16} width={index % 3 === 0 ? '72%' : index % 3 === 1 ? '58%' : '66%'} />
                <Skeleton height={12} width={130} />
              </div>
            ))}
          </div>
        }
        empty={current.items.length === 0}
        emptyState={
          <EmptyState
            icon={<Megaphone size={28} />}
            title={t('status.notices.empty')}
            description={t('status.notices.emptyHint')}
            headingLevel={(headingLevel + 1) as 2 | 3 | 4}
          />
        }
      >
        <Accordion.Root value={expanded} onValueChange={setExpanded}>
          {current.items.map((notice) => (
            <Accordion.Item key={notice.id} value={notice.id}>
              <Accordion.Trigger headingLevel={(headingLevel + 1) as 2 | 3 | 4}>
                <span className={styles.entry}>
                  <span className={styles.entryTitle}>{notice.title}</span>
                  <NoticeDate date={notice.date} />
                </span>
              </Accordion.Trigger>
              <Accordion.Content>
                <SafeHtml html={notice.html} className={styles.entryBody} />
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <Pagination page={current.page} pageCount={current.pageCount} onPageChange={changePage} />
      </AsyncRegion>
    </section>
  );
}
