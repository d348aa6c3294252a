import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { spinner } from './Spinner.css';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  size?: 'sm' | 'md' | 'lg';
  /** Announced to screen readers; defaults to "Loading". Pass `null` when a parent already says it. */
  label?: string | null;
}

/** An indeterminate progress indicator in the current text colour. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  const { t } = useTranslation();
  const name = label === null ? undefined : (label ?? t('ui.spinner.label'));
  const classes = clsx(spinner({ size }), className);
  if (!name) return <span aria-hidden className={classes} {...rest} />;
  return <span role="status" aria-label={name} className={classes} {...rest} />;
}
