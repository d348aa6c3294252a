import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Headset, Link2, UserCheck } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import * as styles from './JoinUs.css';

export interface JoinUsProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's heading. */
  title: string;
  /** The merchant's own words on its agent programme (HTML, sanitized here); none: the general text. */
  programmeHtml: string | undefined;
  status: AsyncStatus;
  onRetry: () => void;
  /** Opens customer service, where an account becomes an agent account. */
  onContact: () => void;
  /** Offered to visitors: an agent starts as a registered member. */
  onRegister?: () => void;
  ref?: Ref<HTMLDivElement>;
}

const steps = [
  { key: 'contact', icon: Headset },
  { key: 'account', icon: UserCheck },
  { key: 'share', icon: Link2 },
] as const;

/**
 * Join us: the merchant's agent programme, how becoming an agent goes, and
 * the way to start (customer service; registering first for a visitor).
 */
export function JoinUs({
  title,
  programmeHtml,
  status,
  onRetry,
  onContact,
  onRegister,
  className,
  ref,
  ...rest
}: JoinUsProps) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <header className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('joinUs.lead')}</p>
        <div className={styles.actions}>
          <Button startIcon={<Headset size={18} aria-hidden />} onClick={onContact}>
            {t('joinUs.contact')}
          </Button>
          {onRegister ? (
            <Button variant="secondary" onClick={onRegister}>
              {t('joinUs.register')}
            </Button>
          ) : null}
        </div>
        {onRegister ? null : <p className={styles.note}>{t('joinUs.memberNote')}</p>}
      </header>

      <section aria-labelledby="join-steps" className={styles.section}>
        <h2 id="join-steps" className={styles.heading}>
          {t('joinUs.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map(({ key, icon: Icon }, index) => (
            <li key={key} className={styles.step}>
              <span className={styles.stepIcon} aria-hidden>
                <Icon size={22} />
              </span>
              <span className={styles.stepText}>
                <span className={styles.stepTitle}>
                  {index + 1}. {t(`joinUs.steps.${key}.title`)}
                </span>
                <span className={styles.stepBody}>{t(`joinUs.steps.${key}.body`)}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>

      <section aria-labelledby="join-programme" className={styles.section}>
        <h2 id="join-programme" className={styles.heading}>
          {t('joinUs.programmeTitle')}
        </h2>
        <AsyncRegion
          status={status}
          onRetry={onRetry}
          headingLevel={3}
          skeleton={<Skeleton.Text lines={4} />}
          empty={false}
        >
          {programmeHtml ? (
            <SafeHtml className={styles.programme} html={programmeHtml} />
          ) : (
            <p className={styles.programme}>{t('joinUs.programmeFallback')}</p>
          )}
        </AsyncRegion>
      </section>
    </div>
  );
}
