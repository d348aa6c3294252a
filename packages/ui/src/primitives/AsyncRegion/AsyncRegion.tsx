import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { EmptyState, type EmptyStateProps } from '../EmptyState/EmptyState';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './AsyncRegion.css';
import type { AsyncStatus } from './asyncStatus';

export interface AsyncRegionProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  status: AsyncStatus;
  /** The content, shown once the data is on hand (`ready`, and kept while `refreshing`). */
  children?: ReactNode;
  /** Placeholders shaped like the content, shown while `loading` (hidden from assistive tech). */
  skeleton: ReactNode;
  /** Announced while loading; defaults to "Loading…". */
  loadingLabel?: string;
  /** The data is on hand and has nothing to show: `emptyState` stands in for the content. */
  empty?: boolean;
  /** What an empty region shows; defaults to a "No data" `EmptyState` of the region's size. */
  emptyState?: ReactNode;
  /** Replaces the failure's title ("Could not load the data"). */
  errorTitle?: ReactNode;
  /** Replaces the failure's hint. */
  errorDescription?: ReactNode;
  /** Offers Retry after a failure. */
  onRetry?: () => void;
  /** Keeps Retry busy while the new attempt runs. */
  retrying?: boolean;
  /** `compact` fits the empty and failure states inside dropdowns, footers and small panels. */
  size?: EmptyStateProps['size'];
  /** The empty and failure titles as headings of this level, where they fill a page section. */
  headingLevel?: EmptyStateProps['headingLevel'];
  ref?: Ref<HTMLDivElement>;
}

/**
 * The quiet sign of a refresh: a thin moving line along the top of the
 * nearest positioned ancestor. For regions that draw their own states (tables).
 */
export function RefreshingLine() {
  return <span className={styles.refreshing} aria-hidden data-refreshing="" />;
}

/**
 * A region that loads its data: placeholders while loading, the failure with
 * Retry, the empty state when there is nothing to show, and the content. A
 * refresh keeps the content on screen with a thin moving line along the top
 * and marks the region busy, rather than swapping it for placeholders.
 */
export function AsyncRegion({
  status,
  children,
  skeleton,
  loadingLabel,
  empty = false,
  emptyState,
  errorTitle,
  errorDescription,
  onRetry,
  retrying = false,
  size = 'default',
  headingLevel,
  className,
  ref,
  ...rest
}: AsyncRegionProps) {
  const { t } = useTranslation();
  const loading = status === 'loading';
  let body: ReactNode;
  if (loading) body = skeleton;
  else if (status === 'error') {
    body = (
      <EmptyState
        tone="danger"
        size={size}
        title={errorTitle}
        description={errorDescription}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={headingLevel}
      />
    );
  } else if (empty)
    body = emptyState === undefined ? <EmptyState size={size} headingLevel={headingLevel} /> : emptyState;
  else body = children;
  return (
    <div
      ref={ref}
      className={clsx(styles.root, className)}
      data-status={status}
      aria-busy={loading || status === 'refreshing' || undefined}
      {...rest}
    >
      {/* Always present, so the words are announced when they change rather than when the node appears. */}
      <VisuallyHidden role="status">{loading ? (loadingLabel ?? t('ui.loading')) : ''}</VisuallyHidden>
      {status === 'refreshing' ? <RefreshingLine /> : null}
      {body}
    </div>
  );
}
