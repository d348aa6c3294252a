import { useTranslation } from '@lobby/i18n';
import { Clock, Construction, Headset, House } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Link } from '../../../primitives/Link/Link';
import { StatusScreen, type StatusScreenProps } from '../StatusScreen/StatusScreen';
import * as styles from './NotAvailableNotice.css';

export interface NotAvailableNoticeProps
  extends Omit<
    StatusScreenProps,
    | 'variant'
    | 'brand'
    | 'siteName'
    | 'icon'
    | 'badgeIcon'
    | 'tone'
    | 'eyebrow'
    | 'title'
    | 'children'
    | 'actions'
    | 'announce'
  > {
  /** The page's own name ("VIP", "Points mall"), so the player knows they arrived where they meant to. */
  title: ReactNode;
  /** Replaces the sentence saying the page is being prepared. */
  message?: ReactNode;
  /** Where "Back to home" goes; `/index`. */
  homeHref?: string;
  /** Opens customer service; the button is left out when there is none. */
  onCustomerService?: () => void;
}

/**
 * What a route shows, inside the real layout, until its page is built: an
 * honest "being prepared" notice with the way home and to customer service,
 * never a blank screen or a mock-up posing as the page.
 */
export function NotAvailableNotice({
  title,
  message,
  homeHref = '/index',
  onCustomerService,
  ...rest
}: NotAvailableNoticeProps) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      variant="section"
      tone="info"
      icon={<Construction strokeWidth={1.5} />}
      badgeIcon={<Clock />}
      title={title}
      actions={
        <>
          <Button asChild startIcon={<House aria-hidden size={18} />}>
            <Link href={homeHref}>{t('status.backHome')}</Link>
          </Button>
          {onCustomerService ? (
            <Button variant="secondary" startIcon={<Headset aria-hidden size={18} />} onClick={onCustomerService}>
              {t('status.customerService')}
            </Button>
          ) : null}
        </>
      }
      {...rest}
    >
      <p className={styles.text}>{message ?? t('status.notAvailable.message')}</p>
      <p className={styles.hint}>
        {onCustomerService ? t('status.notAvailable.hintWithService') : t('status.notAvailable.hint')}
      </p>
    </StatusScreen>
  );
}
