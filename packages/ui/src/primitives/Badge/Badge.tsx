import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { type BadgeTone, badge, labelIcon } from './Badge.css';

export type { BadgeTone };

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A number to show, such as available promotions. Ignored when `children` is given. */
  count?: number;
  /** Counts above this show as "99+", so the badge never outgrows its anchor. */
  max?: number;
  /** Keep the badge at 0; by default a zero count renders nothing ("when the count is above 0"). */
  showZero?: boolean;
  /** A small dot instead of the number, for "something new" where the exact count does not matter. */
  dot?: boolean;
  /** Colour role. Counts default to `danger`, status labels to `neutral`. */
  tone?: BadgeTone;
  /**
   * Text for screen readers in place of the default ("3 new items", "New").
   * `null` hides the badge from assistive tech when the parent already says it.
   */
  label?: string | null;
  /** Status-label mode: the text to show (for example a record status). */
  children?: ReactNode;
  /** Optional icon before a status label, so the status is not told by colour alone. */
  icon?: ReactNode;
  ref?: Ref<HTMLSpanElement>;
}

/**
 * A count badge (nav entries, menu entries, tabs) or, with `children`, a small
 * status label (records). Counts are drawn for sighted users and spelled out
 * for screen readers.
 */
export function Badge({
  count,
  max = 99,
  showZero = false,
  dot = false,
  tone,
  label,
  children,
  icon,
  className,
  ...rest
}: BadgeProps) {
  const { t } = useTranslation();

  if (children !== undefined && children !== null && children !== false) {
    return (
      <span className={clsx(badge({ kind: 'label', tone: tone ?? 'neutral' }), className)} {...rest}>
        {icon ? (
          <span className={labelIcon} aria-hidden>
            {icon}
          </span>
        ) : null}
        {children}
      </span>
    );
  }

  const value = count === undefined || !Number.isFinite(count) ? undefined : Math.max(0, Math.floor(count));
  if (value === 0 && !showZero) return null;
  if (value === undefined && !dot) return null;

  const limit = Math.max(1, Math.floor(max));
  const overflow = value !== undefined && value > limit;
  const spoken =
    label !== undefined
      ? label
      : value === undefined
        ? t('ui.badge.new')
        : overflow
          ? t('ui.badge.overflow', { max: limit })
          : t('ui.badge.count', { count: value });
  const classes = clsx(badge({ kind: dot ? 'dot' : 'count', tone: tone ?? 'danger' }), className);

  if (spoken === null) {
    return (
      <span className={classes} aria-hidden {...rest}>
        {dot ? null : overflow ? `${limit}+` : value}
      </span>
    );
  }
  return (
    <span className={classes} {...rest}>
      {dot ? null : <span aria-hidden>{overflow ? `${limit}+` : value}</span>}
      <VisuallyHidden>{spoken}</VisuallyHidden>
    </span>
  );
}
