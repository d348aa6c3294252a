import { currentLocale, useTranslation } from '@lobby/i18n';
import { Link } from '../../../primitives/Link/Link';
import { MessageDialog } from '../../../primitives/MessageDialog/MessageDialog';
import { useCurrency } from '../../shell/Balance/currency';
import { formatMoney } from '../../shell/Balance/formatMoney';
import * as styles from './RealityCheckDialog.css';

export interface RealityCheckDialogProps {
  open: boolean;
  /** How long the player has been logged in, in minutes. */
  playedMinutes: number;
  /** Balance now minus the balance at login; `null` while unknown. */
  balanceChange: number | null;
  /** Where the player changes how often the check comes. */
  settingsHref: string;
  onContinue: () => void;
  onStop: () => void;
}

/**
 * The reality check: at the interval the player chose, how long they have
 * been playing and how their balance moved since they logged in, with the
 * choice to keep playing or to stop (log out).
 */
export function RealityCheckDialog({
  open,
  playedMinutes,
  balanceChange,
  settingsHref,
  onContinue,
  onStop,
}: RealityCheckDialogProps) {
  const { t, i18n } = useTranslation();
  const currency = useCurrency();
  const hours = Math.floor(playedMinutes / 60);
  const minutes = playedMinutes % 60;
  const played =
    hours > 0 ? t('realityCheck.hoursMinutes', { hours, minutes }) : t('realityCheck.minutes', { minutes });
  const change =
    balanceChange === null
      ? null
      : `${balanceChange > 0 ? '+' : ''}${formatMoney(balanceChange, currency, currentLocale(i18n))}`;
  return (
    <MessageDialog
      open={open}
      // The buttons answer for themselves; Escape or a click outside means keep playing.
      onOpenChange={() => undefined}
      beforeClose={(reason) => {
        if (reason !== 'button') onContinue();
        return true;
      }}
      tone="info"
      title={t('realityCheck.title')}
      buttons={[
        { label: t('realityCheck.continue'), onClick: onContinue, default: true },
        { label: t('realityCheck.stop'), onClick: onStop, variant: 'secondary' },
      ]}
    >
      <span className={styles.body}>
        <span className={styles.line}>{t('realityCheck.played', { played })}</span>
        {change === null ? null : <span className={styles.line}>{t('realityCheck.balanceChange', { change })}</span>}
        <Link href={settingsHref} className={styles.settings} onClick={onContinue}>
          {t('realityCheck.settings')}
        </Link>
      </span>
    </MessageDialog>
  );
}
