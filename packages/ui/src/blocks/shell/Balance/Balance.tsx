import { currentLocale, useTranslation } from '@lobby/i18n';
import { RefreshCw } from 'lucide-react';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { IconButton } from '../../../primitives/IconButton/IconButton';
import * as styles from './Balance.css';
import { useCurrency } from './currency';
import { formatMoney } from './formatMoney';

/**
 * The wallet balance as the top bar and the side menu take it, whole: the
 * amount (null until known) and where the figure stands; it is written in
 * the currency of the nearest `CurrencyProvider`. While `loading` or
 * `refreshing` the refreshing placeholder shows.
 */
export interface BalanceView {
  amount: number | null;
  status: AsyncStatus;
}

export interface BalanceProps extends BalanceView {
  /** Shown as *** (side menu: click to hide). */
  hidden?: boolean;
  /** When given, the amount is a button that hides and shows it. */
  onToggleHidden?: () => void;
  onRefresh?: () => void;
  className?: string;
}

/** The wallet balance with refresh, and the refreshing placeholder while a newer figure is on its way. */
export function Balance({ amount, status, hidden = false, onToggleHidden, onRefresh, className }: BalanceProps) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const currency = useCurrency();
  const busy = status === 'loading' || status === 'refreshing';
  const text = busy
    ? t('header.balanceRefreshing')
    : status === 'error' || amount === null
      ? t('header.balanceUnavailable')
      : hidden
        ? '***'
        : formatMoney(amount, currency, locale);
  const label = hidden ? t('header.showBalance') : t('header.hideBalance');
  return (
    <span className={[styles.root, className].filter(Boolean).join(' ')} aria-busy={busy || undefined}>
      {onToggleHidden && !busy && status !== 'error' ? (
        <button type="button" className={styles.amount} onClick={onToggleHidden} aria-label={`${text}. ${label}`}>
          {text}
        </button>
      ) : (
        <span className={[styles.amount, busy ? styles.placeholder : ''].join(' ')} aria-live="polite">
          {text}
        </span>
      )}
      {onRefresh ? (
        <IconButton
          size="sm"
          variant="ghost"
          label={t('header.refreshBalance')}
          icon={<RefreshCw aria-hidden size={16} className={busy ? styles.spinning : undefined} />}
          onClick={onRefresh}
          disabled={busy}
        />
      ) : null}
    </span>
  );
}
