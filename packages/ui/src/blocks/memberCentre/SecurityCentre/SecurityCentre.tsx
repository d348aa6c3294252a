import { useTranslation } from '@lobby/i18n';
import { CreditCard, KeyRound, LockKeyhole, Mail, Smartphone } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Avatar } from '../../../primitives/Avatar/Avatar';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type {
  ContactChannel,
  PaymentPasswordChange,
  PaymentPasswordReset,
  SecurityResult,
  SecuritySummary,
} from '../security';
import { type ContactBinding, ContactForm } from './ContactForm';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { ResetPaymentPasswordForm } from './ResetPaymentPasswordForm';
import * as styles from './SecurityCentre.css';

export interface SecurityCentreProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Security centre". */
  title: ReactNode;
  status: AsyncStatus;
  /** Present once member info has arrived. */
  summary?: SecuritySummary;
  onRetry?: () => void;
  retrying?: boolean;
  /** Opens the login-password change. */
  onChangeLoginPassword: () => void;
  /** Sets or changes the payment password. */
  onSavePaymentPassword: (change: PaymentPasswordChange) => Promise<SecurityResult>;
  /** Resetting a forgotten payment password with a one-time code, where the merchant offers it. */
  paymentPasswordReset?: PaymentPasswordReset;
  /** Binding a mobile number or an e-mail address with a one-time code. */
  contactBinding: ContactBinding;
  onOpenBankCards: () => void;
  onOpenProfile: () => void;
  onOpenRank: () => void;
  ref?: Ref<HTMLDivElement>;
}

type Editing = 'payment' | 'paymentReset' | ContactChannel | null;

function Row({
  icon,
  label,
  value,
  action,
  children,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <li className={styles.row}>
      <div className={styles.rowLine}>
        <span className={styles.rowIcon} aria-hidden="true">
          {icon}
        </span>
        <div className={styles.rowText}>
          <span className={styles.rowLabel}>{label}</span>
          <span className={styles.rowValue}>{value}</span>
        </div>
        {action}
      </div>
      {children}
    </li>
  );
}

function SecuritySkeleton() {
  return (
    <div className={styles.content}>
      <div className={styles.summary}>
        <Skeleton width={64} height={64} radius="pill" />
        <div className={styles.summaryText}>
          <Skeleton height={20} width={160} />
          <Skeleton height={14} width={120} />
        </div>
      </div>
      {Array.from({ length: 5 }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity beyond their position
        <Skeleton key={index} height={56} />
      ))}
    </div>
  );
}

/**
 * The member centre's security centre: who the player is (avatar, rank,
 * labels), and what guards the account: login and payment passwords, the
 * bound mobile number and e-mail address (bound or changed with a one-time
 * code), and the saved bank cards.
 */
export function SecurityCentre({
  title,
  status,
  summary,
  onRetry,
  retrying,
  onChangeLoginPassword,
  onSavePaymentPassword,
  paymentPasswordReset,
  contactBinding,
  onOpenBankCards,
  onOpenProfile,
  onOpenRank,
  className,
  ...rest
}: SecurityCentreProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [done, setDone] = useState<string | null>(null);

  const finish = (message: string) => {
    setEditing(null);
    setDone(message);
  };
  const open = (next: Editing) => {
    setEditing(next);
    setDone(null);
  };

  const contactRow = (channel: ContactChannel, bound: string | null, icon: ReactNode) => (
    <Row
      icon={icon}
      label={t(`security.contact.${channel}.label`)}
      value={bound ?? <span className={styles.muted}>{t('security.notBound')}</span>}
      action={
        editing === channel ? null : (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t(`security.contact.${channel}.${bound ? 'changeAction' : 'bindAction'}`)}
            onClick={() => open(channel)}
          >
            {bound ? t('security.change') : t('security.bind')}
          </Button>
        )
      }
    >
      {editing === channel ? (
        <ContactForm
          channel={channel}
          binding={contactBinding}
          onDone={() => finish(t(`security.contact.${channel}.done`))}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </Row>
  );

  const hasPaymentPassword = summary?.hasPaymentPassword;

  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <h3 className={styles.title}>{title}</h3>
      <AsyncRegion
        status={status}
        skeleton={<SecuritySkeleton />}
        loadingLabel={t('security.loading')}
        errorTitle={t('security.failed')}
        headingLevel={4}
        {...(onRetry ? { onRetry } : {})}
        {...(retrying === undefined ? {} : { retrying })}
      >
        {summary ? (
          <div className={styles.content}>
            <section className={styles.summary} aria-label={t('security.account')}>
              <Avatar src={summary.account.avatar ?? null} name={summary.account.displayName} size="lg" />
              <div className={styles.summaryText}>
                <p className={styles.displayName}>{summary.account.displayName}</p>
                <p className={styles.muted}>{summary.account.username}</p>
                {summary.account.rankName || summary.account.labels.length > 0 ? (
                  <ul className={styles.labels} aria-label={t('security.labels')}>
                    {summary.account.rankName ? <li className={styles.rank}>{summary.account.rankName}</li> : null}
                    {summary.account.labels.map((label) => (
                      <li key={label} className={styles.label}>
                        {label}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </div>
              <div className={styles.summaryLinks}>
                <Button variant="secondary" size="sm" onClick={onOpenProfile}>
                  {t('security.profile')}
                </Button>
                <Button variant="ghost" size="sm" onClick={onOpenRank}>
                  {t('security.rank')}
                </Button>
              </div>
            </section>

            <div role="status" className={styles.done}>
              {done}
            </div>

            <ul className={styles.rows} aria-label={t('security.settings')}>
              <Row
                icon={<LockKeyhole size={20} />}
                label={t('security.login.label')}
                value={t('security.login.value')}
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('security.login.action')}
                    onClick={onChangeLoginPassword}
                  >
                    {t('security.change')}
                  </Button>
                }
              />
              <Row
                icon={<KeyRound size={20} />}
                label={t('security.payment.label')}
                value={
                  hasPaymentPassword === undefined ? (
                    <Skeleton height={14} width={64} />
                  ) : hasPaymentPassword === null ? (
                    <span className={styles.muted}>{t('security.unknown')}</span>
                  ) : hasPaymentPassword ? (
                    t('security.payment.isSet')
                  ) : (
                    <span className={styles.muted}>{t('security.payment.notSet')}</span>
                  )
                }
                action={
                  hasPaymentPassword === undefined ||
                  hasPaymentPassword === null ||
                  editing === 'payment' ||
                  editing === 'paymentReset' ? null : (
                    <Button
                      size="sm"
                      variant="secondary"
                      aria-label={t(hasPaymentPassword ? 'security.payment.change' : 'security.payment.set')}
                      onClick={() => open('payment')}
                    >
                      {hasPaymentPassword ? t('security.change') : t('security.set')}
                    </Button>
                  )
                }
              >
                {editing === 'payment' && typeof hasPaymentPassword === 'boolean' ? (
                  <PaymentPasswordForm
                    hasPassword={hasPaymentPassword}
                    onSave={onSavePaymentPassword}
                    onDone={() => finish(t('security.payment.done'))}
                    onCancel={() => setEditing(null)}
                    onForgot={paymentPasswordReset ? () => open('paymentReset') : undefined}
                  />
                ) : null}
                {editing === 'paymentReset' && paymentPasswordReset ? (
                  <ResetPaymentPasswordForm
                    reset={{
                      ...paymentPasswordReset,
                      // Nothing bound: the number is bound on this page, in the row below.
                      onBindMobile: () => open('mobile'),
                    }}
                    onDone={() => finish(t('security.payment.resetDone'))}
                    onCancel={() => setEditing(null)}
                  />
                ) : null}
              </Row>
              {contactRow('mobile', summary.mobile, <Smartphone size={20} />)}
              {contactRow('email', summary.email, <Mail size={20} />)}
              <Row
                icon={<CreditCard size={20} />}
                label={t('security.cards.label')}
                value={
                  summary.bankCardCount === undefined ? (
                    <Skeleton height={14} width={64} />
                  ) : summary.bankCardCount === null ? (
                    <span className={styles.muted}>{t('security.unknown')}</span>
                  ) : summary.bankCardCount === 0 ? (
                    <span className={styles.muted}>{t('security.cards.none')}</span>
                  ) : (
                    t('security.cards.count', { count: summary.bankCardCount })
                  )
                }
                action={
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('security.cards.action')}
                    onClick={onOpenBankCards}
                  >
                    {t('security.manage')}
                  </Button>
                }
              />
            </ul>
          </div>
        ) : null}
      </AsyncRegion>
    </div>
  );
}
