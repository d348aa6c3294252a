import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { Headset } from 'lucide-react';
import type { HTMLAttributes, Ref } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { SafeHtml } from '../../../primitives/SafeHtml/SafeHtml';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { type RealityCheckInterval, realityCheckIntervals } from '../intervals';
import * as styles from './ResponsibleGaming.css';

export interface ResponsibleGamingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
  /** The reality check's interval; 0 when off. */
  interval: RealityCheckInterval;
  onIntervalChange: (interval: RealityCheckInterval) => void;
  /** Whether the player is logged in: the check runs only then. */
  signedIn: boolean;
  /** The merchant's own responsible gaming text (HTML, sanitized here); none: only this page's. */
  policyHtml: string | undefined;
  policyStatus: AsyncStatus;
  onRetryPolicy: () => void;
  /** Opens customer service, which sets limits and self-exclusion. */
  onContact: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Responsible gaming: the reality check and how often it comes, the limits
 * and self-exclusion customer service sets, and the merchant's own policy.
 */
export function ResponsibleGaming({
  title,
  interval,
  onIntervalChange,
  signedIn,
  policyHtml,
  policyStatus,
  onRetryPolicy,
  onContact,
  className,
  ref,
  ...rest
}: ResponsibleGamingProps) {
  const { t } = useTranslation();
  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{t('responsibleGaming.lead')}</p>
      </header>

      <section aria-labelledby="rg-reality-check" className={styles.card}>
        <h2 id="rg-reality-check" className={styles.heading}>
          {t('responsibleGaming.realityCheck.title')}
        </h2>
        <p className={styles.text}>{t('responsibleGaming.realityCheck.body')}</p>
        <RadioGroup
          label={t('responsibleGaming.realityCheck.interval')}
          hint={signedIn ? undefined : t('responsibleGaming.realityCheck.whenSignedIn')}
          orientation="horizontal"
          value={String(interval)}
          onValueChange={(value) => {
            const chosen = realityCheckIntervals.find((option) => String(option) === value);
            if (chosen !== undefined) onIntervalChange(chosen);
          }}
          options={realityCheckIntervals.map((option) => ({
            value: String(option),
            label:
              option === 0 ? t('responsibleGaming.realityCheck.off') : t('realityCheck.minutes', { minutes: option }),
          }))}
        />
      </section>

      <section aria-labelledby="rg-limits" className={styles.card}>
        <h2 id="rg-limits" className={styles.heading}>
          {t('responsibleGaming.limits.title')}
        </h2>
        <ul className={styles.list}>
          <li>{t('responsibleGaming.limits.deposit')}</li>
          <li>{t('responsibleGaming.limits.loss')}</li>
          <li>{t('responsibleGaming.limits.timeout')}</li>
          <li>{t('responsibleGaming.limits.exclusion')}</li>
        </ul>
        <Button className={styles.contact} startIcon={<Headset size={18} aria-hidden />} onClick={onContact}>
          {t('responsibleGaming.limits.contact')}
        </Button>
      </section>

      <section aria-labelledby="rg-policy" className={styles.section}>
        <h2 id="rg-policy" className={styles.heading}>
          {t('responsibleGaming.policy')}
        </h2>
        <AsyncRegion
          status={policyStatus}
          onRetry={onRetryPolicy}
          headingLevel={3}
          skeleton={<Skeleton.Text lines={3} />}
          empty={policyHtml === undefined}
          emptyState={<p className={styles.text}>{t('responsibleGaming.noPolicy')}</p>}
        >
          {policyHtml ? <SafeHtml html={policyHtml} /> : null}
        </AsyncRegion>
      </section>
    </div>
  );
}
