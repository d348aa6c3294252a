import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Globe, GlobeLock, Headset, Network, ShieldBan } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { StatusScreen, type StatusScreenProps } from '../StatusScreen/StatusScreen';
import * as styles from './IpRestrictionPage.css';

export interface IpRestrictionPageProps
  extends Omit<
    StatusScreenProps,
    'variant' | 'icon' | 'badgeIcon' | 'tone' | 'eyebrow' | 'title' | 'children' | 'actions' | 'announce'
  > {
  /** The address the platform sees (permission `location.ip`); "Unknown" when absent. */
  ip?: string;
  /** The country the platform places that address in (permission `location.country`). */
  country?: string;
  /** Opens customer service. */
  onContactUs?: () => void;
  /** Keeps the Contact Us button busy while the customer-service address is looked up. */
  contactPending?: boolean;
  /** Replaces "IP Restriction". */
  title?: ReactNode;
  /** Replaces the restriction sentence. */
  message?: ReactNode;
  /** Replaces "Contact Us". */
  contactLabel?: string;
}

/**
 * The root view while the platform reports system status 2 (docs/product.md#start-up
 * "Start-up"): why the site is closed to this visitor and where they are seen
 * from, so they can quote it to customer service.
 */
export function IpRestrictionPage({
  ip,
  country,
  onContactUs,
  contactPending = false,
  title,
  message,
  contactLabel,
  ...rest
}: IpRestrictionPageProps) {
  const { t } = useTranslation();
  const shown = (value: string | undefined, extra?: string) => {
    const text = value?.trim();
    return text ? (
      <dd className={clsx(styles.value, extra)}>{text}</dd>
    ) : (
      <dd className={clsx(styles.value, styles.unknown)}>{t('status.ipRestriction.unknown')}</dd>
    );
  };
  return (
    <StatusScreen
      variant="page"
      tone="warning"
      icon={<GlobeLock strokeWidth={1.5} />}
      badgeIcon={<ShieldBan />}
      title={title ?? t('status.ipRestriction.title')}
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
      <p className={styles.text}>{message ?? t('status.ipRestriction.message')}</p>
      <dl className={styles.location}>
        <div className={styles.row}>
          <dt className={styles.term}>
            <Network aria-hidden size={16} />
            {t('status.ipRestriction.yourIp')}
          </dt>
          {shown(ip, styles.address)}
        </div>
        <div className={styles.row}>
          <dt className={styles.term}>
            <Globe aria-hidden size={16} />
            {t('status.ipRestriction.country')}
          </dt>
          {shown(country)}
        </div>
      </dl>
    </StatusScreen>
  );
}
