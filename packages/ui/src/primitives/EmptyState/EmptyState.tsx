import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { CircleAlert, Inbox, RotateCw } from 'lucide-react';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { Tone } from '../../theme/tone';
import { Button } from '../Button/Button';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** `danger` is for a failed call: it is announced and offers a retry. */
  tone?: Extract<Tone, 'neutral' | 'danger'>;
  /** `compact` fits inside tables, dropdowns and small panels. */
  size?: 'default' | 'compact';
  /** Replaces the tone's icon; `null` shows none. */
  icon?: ReactNode;
  /** Defaults to "No data", or to a load-failure title for `tone="danger"`. */
  title?: ReactNode;
  /** What happened or what to do next; errors get a default hint. */
  description?: ReactNode;
  /** Any call to action, usually a `Button`. */
  action?: ReactNode;
  /** Shows a Retry button that calls this. */
  onRetry?: () => void;
  /** Label of the Retry button. */
  retryLabel?: string;
  /** Keeps the Retry button busy while a new attempt runs. */
  retrying?: boolean;
  /** Renders the title as a heading of this level where the state fills a page section. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a region shows when there is nothing to list, or when loading it
 * failed: what happened and how to go on (retry, change a filter, …).
 */
export function EmptyState({
  tone = 'neutral',
  size = 'default',
  icon,
  title,
  description,
  action,
  onRetry,
  retryLabel,
  retrying = false,
  headingLevel,
  className,
  ...rest
}: EmptyStateProps) {
  const { t } = useTranslation();
  const isError = tone === 'danger';
  const iconSize = size === 'compact' ? 20 : 28;
  const shownIcon = icon === undefined ? isError ? <CircleAlert size={iconSize} /> : <Inbox size={iconSize} /> : icon;
  const shownTitle = title ?? (isError ? t('ui.emptyState.errorTitle') : t('ui.noData'));
  const shownDescription = description ?? (isError ? t('ui.emptyState.errorDescription') : null);
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';

  return (
    <div role={isError ? 'alert' : undefined} className={clsx(styles.root({ size }), className)} {...rest}>
      {shownIcon === null ? null : (
        <span className={styles.icon({ tone, size })} aria-hidden>
          {shownIcon}
        </span>
      )}
      <Title className={styles.title({ size })}>{shownTitle}</Title>
      {shownDescription ? <p className={styles.description({ size })}>{shownDescription}</p> : null}
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button
              variant="secondary"
              size={size === 'compact' ? 'sm' : 'md'}
              loading={retrying}
              startIcon={<RotateCw aria-hidden size={16} />}
              onClick={onRetry}
            >
              {retryLabel ?? t('ui.retry')}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
