import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { MessageSquareText } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useCallback, useEffect, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { type AsyncStatus, hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Link } from '../../../primitives/Link/Link';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './HelpCenter.css';

/** One help entry (title and HTML content), with the anchor it is reached by. */
export interface HelpCenterItem {
  /** Anchor of the entry: its `id`, so /help#terms lands on it. */
  id: string;
  /** Further anchors that lead to the same entry, e.g. `general-terms` beside `terms`. */
  aliases?: readonly string[];
  title: string;
  /** Platform HTML; sanitized before rendering. */
  html: string;
}

export interface HelpCenterProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  status: AsyncStatus;
  items: readonly HelpCenterItem[];
  /** The anchor the page was opened with (the URL's hash without `#`): that entry is scrolled to, focused and highlighted. */
  activeId?: string;
  /** An entry was chosen in the contents (its link also updates the hash). */
  onActiveIdChange?: (id: string) => void;
  onRetry?: () => void;
  /** Keeps the Retry button busy while a new attempt runs. */
  retrying?: boolean;
  /**
   * `page` sits in the site's shell (/help); `standalone` (/helpmc) has no shell
   * around it and brings its own compact header with the site's name.
   */
  variant?: 'page' | 'standalone';
  /** The site's name in the standalone header. */
  siteName?: string;
  /** The site's logo beside its name in the standalone header. */
  logo?: ReactNode;
  /** Makes the standalone header's name a link (usually to /index). */
  homeHref?: string;
  /** Replaces the heading (default "Help Center"). */
  title?: ReactNode;
  /** Offers the feedback form beside the title. */
  onFeedback?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** The entry an anchor leads to, by its id or one of its aliases. */
export function findHelpItem(items: readonly HelpCenterItem[], anchor: string | undefined): HelpCenterItem | undefined {
  if (!anchor) return undefined;
  const wanted = anchor.replace(/^#/, '');
  return items.find((item) => item.id === wanted) ?? items.find((item) => item.aliases?.includes(wanted));
}

function prefersReducedMotion() {
  return typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * The help center (/help and /helpmc): the platform's help entries as
 * one readable document, with contents that link to each entry's anchor.
 * Opening it with an anchor (/help#terms, as the register form's terms link
 * does) scrolls to that entry, moves focus to it and highlights it.
 */
export function HelpCenter({
  status,
  items,
  activeId,
  onActiveIdChange,
  onRetry,
  retrying = false,
  variant = 'page',
  siteName,
  logo,
  homeHref,
  title,
  onFeedback,
  className,
  ...rest
}: HelpCenterProps) {
  const { t } = useTranslation();
  const uid = useId();
  const headingId = `${uid}-title`;
  const entryRefs = useRef(new Map<string, HTMLElement>());
  const linked = hasContent(status) ? findHelpItem(items, activeId)?.id : undefined;
  // A choice in the contents shows at once; a new anchor from the host takes over again.
  const [chosen, setChosen] = useState<{ id: string; under: string | undefined }>();
  const current = chosen && chosen.under === activeId ? chosen.id : linked;

  const goTo = useCallback((id: string, motion: 'glide' | 'jump') => {
    const entry = entryRefs.current.get(id);
    if (!entry) return;
    entry.focus({ preventScroll: true });
    entry.scrollIntoView({
      block: 'start',
      behavior: motion === 'glide' && !prefersReducedMotion() ? 'smooth' : 'auto',
    });
  }, []);

  // A link such as /help#terms opens on that entry, at once as a browser lands on an anchor: a
  // glide still under way when a dialog locks the page's scrolling stops short of the entry.
  // Once more after the next layout: the entries' sanitized content may have changed the heights above it.
  // A choice in the contents before then cancels it, so the anchor never takes focus back from the player.
  const settleFrame = useRef<number | undefined>(undefined);
  const cancelSettle = useCallback(() => {
    if (settleFrame.current !== undefined) cancelAnimationFrame(settleFrame.current);
    settleFrame.current = undefined;
  }, []);
  useEffect(() => {
    if (!linked) return;
    goTo(linked, 'jump');
    settleFrame.current = requestAnimationFrame(() => {
      settleFrame.current = requestAnimationFrame(() => {
        settleFrame.current = undefined;
        goTo(linked, 'jump');
      });
    });
    return cancelSettle;
  }, [linked, goTo, cancelSettle]);

  const heading = title ?? t('pages.help.title');
  // On /help the site's layout owns <main>; the standalone page is the whole document.
  const Main = variant === 'standalone' ? 'main' : 'section';
  const brandContent = (
    <>
      {logo}
      {siteName ? <span className={styles.brandName}>{siteName}</span> : null}
    </>
  );

  return (
    <div className={clsx(styles.root({ variant }), className)} {...rest}>
      {variant === 'standalone' ? (
        <header className={styles.header}>
          {homeHref ? (
            <Link
              href={homeHref}
              className={styles.brand}
              aria-label={siteName ? t('pages.help.siteHome', { siteName }) : undefined}
            >
              {brandContent}
            </Link>
          ) : (
            <span className={styles.brand}>{brandContent}</span>
          )}
          {siteName || logo ? <span className={styles.headerDivider} aria-hidden /> : null}
          <span className={styles.headerTitle} aria-hidden>
            {heading}
          </span>
        </header>
      ) : null}
      <Main className={styles.main} aria-labelledby={headingId}>
        <div className={styles.titleRow}>
          <h1 id={headingId} className={styles.title}>
            {heading}
          </h1>
          {onFeedback ? (
            <Button
              variant="secondary"
              size="sm"
              startIcon={<MessageSquareText size={16} aria-hidden />}
              onClick={onFeedback}
            >
              {t('pages.help.feedback')}
            </Button>
          ) : null}
        </div>
        <AsyncRegion
          status={status}
          loadingLabel={t('pages.help.loading')}
          onRetry={onRetry}
          retrying={retrying}
          headingLevel={2}
          skeleton={
            <div className={styles.body}>
              <div className={styles.skeletonToc} aria-hidden>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
                    key={index}
                    className={styles.skeletonChip}
                    height={32}
                    radius="pill"
                  />
                ))}
              </div>
              <div className={styles.entries} aria-hidden>
                {Array.from({ length: 3 }, (_, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
                  <div key={index} className={styles.skeletonEntry}>
                    <Skeleton height={24} width="45%" radius="sm" />
                    <Skeleton.Text lines={4} />
                  </div>
                ))}
              </div>
            </div>
          }
          empty={items.length === 0}
          emptyState={
            <EmptyState
              title={t('pages.help.emptyTitle')}
              description={t('pages.help.emptyDescription')}
              headingLevel={2}
            />
          }
        >
          <div className={styles.body}>
            <nav className={styles.toc} aria-labelledby={`${uid}-contents`}>
              <h2 id={`${uid}-contents`} className={styles.tocHeading}>
                {t('pages.help.contents')}
              </h2>
              <ol className={styles.tocList}>
                {items.map((item) => (
                  <li key={item.id}>
                    <Link
                      href={`#${item.id}`}
                      className={styles.tocLink}
                      aria-current={item.id === current ? 'location' : undefined}
                      onClick={() => {
                        cancelSettle();
                        setChosen({ id: item.id, under: activeId });
                        onActiveIdChange?.(item.id);
                        goTo(item.id, 'glide');
                      }}
                    >
                      {item.title}
                    </Link>
                  </li>
                ))}
              </ol>
            </nav>
            <div className={styles.entries}>
              {items.map((item, index) => {
                const titleId = `${uid}-entry-${index}`;
                return (
                  <section
                    key={item.id}
                    id={item.id}
                    ref={(node) => {
                      if (node) entryRefs.current.set(item.id, node);
                      else entryRefs.current.delete(item.id);
                    }}
                    className={styles.entry}
                    aria-labelledby={titleId}
                    data-active={item.id === current}
                    // Focus lands here from the contents and from a linked anchor, never by Tab.
                    tabIndex={-1}
                  >
                    {item.aliases?.map((alias) => (
                      <span key={alias} id={alias} className={styles.alias} />
                    ))}
                    <h2 id={titleId} className={styles.entryTitle}>
                      {item.title}
                    </h2>
                    <SafeHtml html={item.html} />
                  </section>
                );
              })}
            </div>
          </div>
        </AsyncRegion>
      </Main>
    </div>
  );
}
