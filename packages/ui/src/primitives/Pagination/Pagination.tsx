import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { HTMLAttributes, MouseEvent, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Pagination.css';
import { paginationItems } from './paginationItems';

export interface PaginationProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  /** The current page, 1-based. */
  page: number;
  /** How many pages there are. Nothing renders for one page or none. */
  pageCount: number;
  /** Called with the page the player asked for; never with the current page. */
  onPageChange: (page: number) => void;
  /** Page numbers around the current page (3). See `paginationItems`. */
  range?: number;
  /** Pages always shown at each end (1). */
  margin?: number;
  /**
   * `auto` shows "3 / 20" with previous/next only when the control is
   * narrower than about 400 px (a phone); `always` and `never` force it.
   */
  compact?: 'auto' | 'always' | 'never';
  align?: 'start' | 'center' | 'end';
  /** Accessible names, defaulting to `ui.pagination.*`. */
  previousLabel?: string;
  nextLabel?: string;
  /** Turns every control off, for example while a page is loading. */
  disabled?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * Moves through a paged list (records, notices, game lists). Previous and
 * next stay focusable at either end (so focus is never lost) but do nothing.
 */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  range = 3,
  margin = 1,
  compact = 'auto',
  align = 'center',
  previousLabel,
  nextLabel,
  disabled = false,
  className,
  'aria-label': ariaLabel,
  ...rest
}: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationItems({ page, pageCount, range, margin });
  if (items.length < 2) return null;

  const count = items.at(-1) as number;
  const current = Math.min(Math.max(1, Math.floor(page) || 1), count);
  const go = (target: number) => (event: MouseEvent<HTMLButtonElement>) => {
    if (event.currentTarget.getAttribute('aria-disabled') === 'true') return;
    if (target !== current) onPageChange(target);
  };
  const atStart = disabled || current <= 1;
  const atEnd = disabled || current >= count;
  const currentIndex = items.indexOf(current);

  return (
    <nav aria-label={ariaLabel ?? t('ui.pagination.label')} className={clsx(styles.root, className)} {...rest}>
      <ul className={styles.list({ align })}>
        <li>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={previousLabel ?? t('ui.pagination.previous')}
            aria-disabled={atStart || undefined}
            onClick={go(current - 1)}
          >
            <ChevronLeft aria-hidden size={18} />
          </button>
        </li>
        {items.map((item, index) =>
          item === 'ellipsis' ? (
            <li key={index < currentIndex ? 'gap-before' : 'gap-after'} className={styles.pageItem({ compact })}>
              <span className={styles.ellipsis} aria-hidden>
                …
              </span>
              <VisuallyHidden>{t('ui.pagination.more')}</VisuallyHidden>
            </li>
          ) : (
            <li key={item} className={styles.pageItem({ compact })}>
              <button
                type="button"
                className={styles.pageButton}
                aria-label={t('ui.pagination.page', { page: item })}
                aria-current={item === current ? 'page' : undefined}
                aria-disabled={disabled || undefined}
                onClick={go(item)}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li className={styles.statusItem({ compact })}>
          <span aria-hidden>
            {current} / {count}
          </span>
          <VisuallyHidden>{t('ui.pagination.status', { page: current, count })}</VisuallyHidden>
        </li>
        <li>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={nextLabel ?? t('ui.pagination.next')}
            aria-disabled={atEnd || undefined}
            onClick={go(current + 1)}
          >
            <ChevronRight aria-hidden size={18} />
          </button>
        </li>
      </ul>
    </nav>
  );
}
