import { Trans, useTranslation } from '@lobby/i18n';
import { Clock, Headset, ServerCog } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { StatusScreen, type StatusScreenProps } from '../StatusScreen/StatusScreen';
import { maintenanceEndTime } from './endTime';
import * as styles from './MaintenancePage.css';

export interface MaintenancePageProps
  extends Omit<
    StatusScreenProps,
    'variant' | 'icon' | 'badgeIcon' | 'tone' | 'eyebrow' | 'title' | 'children' | 'actions' | 'announce'
  > {
  /**
   * The end of maintenance exactly as the platform gives it
   * (`yyyy-MM-dd HH:mm:ss`, platform time); shown to the minute. Omit when unknown.
   */
  endsAt?: string;
  /** Opens customer service: the only way forward while the site is down. */
  onContactUs?: () => void;
  /** Keeps the Contact Us button busy while the customer-service address is looked up. */
  contactPending?: boolean;
  /** Replaces "System Maintenance". */
  title?: ReactNode;
  /** Replaces "We are currently performing a system maintenance", e.g. with a merchant's own wording. */
  message?: ReactNode;
  /** Replaces "Contact Us". */
  contactLabel?: string;
}

/**
 * The root view while the platform reports system status 1 (docs/product.md#start-up
 * "Start-up"): a whole screen of its own, without header or side menu.
 */
export function MaintenancePage({
  endsAt,
  onContactUs,
  contactPending = false,
  title,
  message,
  contactLabel,
  ...rest
}: MaintenancePageProps) {
  const { t } = useTranslation();
  const end = maintenanceEndTime(endsAt);
  return (
    <StatusScreen
      variant="page"
      tone="info"
      icon={<ServerCog strokeWidth={1.5} />}
      badgeIcon={<Clock />}
      eyebrow={t('status.maintenance.restriction')}
      title={title ?? t('status.maintenance.title')}
      actions={
        onContactUs ? (
          <Button
            size="lg"
            loading={contactPending}
            startIcon={<Headset aria-hidden size={20} />}
            onClick={onContactUs}
          >
            {contactLabel ?? t('status.contactUs')}
          </Button>
        ) : null
      }
      {...rest}
    >
      <p className={styles.text}>{message ?? t('status.maintenance.message')}</p>
      {end ? (
        <p className={styles.endsAt}>
          <Clock aria-hidden size={16} className={styles.endsAtIcon} />
          <span>
            <Trans
              i18nKey="status.maintenance.endsAt"
              values={{ time: end.text }}
              components={{ time: end.dateTime ? <time dateTime={end.dateTime} /> : <span /> }}
            />
          </span>
        </p>
      ) : null}
    </StatusScreen>
  );
}
