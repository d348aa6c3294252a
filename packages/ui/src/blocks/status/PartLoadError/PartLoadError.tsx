import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { CloudAlert } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import { Button } from '../../../primitives/Button/Button';
import * as styles from './PartLoadError.css';

export interface PartLoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Loads the part again. */
  onRetry: () => void;
  /** Keeps Try again busy while the part is fetched again. */
  retrying?: boolean;
  /**
   * Over the page, bottom corner: for a part with no place of its own on
   * screen (a window or panel that was opening). In its place otherwise.
   */
  floating?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * What a part of the site shows when its code would not load (a menu, the
 * footer, a window being opened): a short notice and a way to try again,
 * while the rest of the page, and whatever the player typed, stays as it was.
 */
export function PartLoadError({
  onRetry,
  retrying = false,
  floating = false,
  className,
  ref,
  ...rest
}: PartLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <div ref={ref} role="alert" className={clsx(styles.root, floating && styles.floating, className)} {...rest}>
      <CloudAlert aria-hidden size={20} className={styles.icon} />
      <p className={styles.message}>{t('errors.partLoad')}</p>
      <Button variant="secondary" size="sm" loading={retrying} onClick={onRetry}>
        {t('ui.retry')}
      </Button>
    </div>
  );
}
