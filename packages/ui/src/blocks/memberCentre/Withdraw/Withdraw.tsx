import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';
import { type HTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import type { MoneyFormat } from '../money';
import type { ReceiptList } from '../receipt';
import { PaymentPasswordForm } from '../SecurityCentre/PaymentPasswordForm';
import { ResetPaymentPasswordForm } from '../SecurityCentre/ResetPaymentPasswordForm';
import type { PaymentPasswordChange, PaymentPasswordReset, SecurityResult } from '../security';
import type { CashierResult } from '../wallet';
import type { WithdrawCard, WithdrawRecordList, WithdrawRequest, WithdrawSetup } from '../withdraw';
import { type BankCardActions, BankCards } from './BankCards';
import * as styles from './Withdraw.css';
import { WithdrawalReceipts } from './WithdrawalReceipts';
import { WithdrawForm } from './WithdrawForm';

type HeadingLevel = 2 | 3;

export interface WithdrawProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Withdraw". */
  title: ReactNode;
  /** 3 under a centre's page (default), 2 on a page of its own. */
  headingLevel?: HeadingLevel;
  status: AsyncStatus;
  /** Present once the settings, the cards and the balance have arrived. */
  setup?: WithdrawSetup;
  format: MoneyFormat;
  onRetry?: () => void;
  retrying?: boolean;
  onWithdraw: (request: WithdrawRequest) => Promise<CashierResult>;
  /** The fee a withdrawal of `amount` to `card` costs; null when it cannot be said. */
  onPreviewFee?: (amount: number, card: WithdrawCard) => Promise<number | null>;
  /** Setting and changing the payment password, where the merchant offers it. */
  onSavePaymentPassword?: (change: PaymentPasswordChange) => Promise<SecurityResult>;
  /** Resetting a forgotten payment password with a one-time code, where the merchant offers it. */
  paymentPasswordReset?: PaymentPasswordReset;
  /** Sends the SMS code a withdrawal carries, where the merchant asks for one. */
  onSendWithdrawCode?: () => Promise<SecurityResult>;
  /** Opens the binding of a mobile number (the security centre), for the codes that need one. */
  onBindMobile?: () => void;
  /** Binding and removing cards, where the merchant allows it. */
  bankCards?: BankCardActions;
  records: WithdrawRecordList;
  /** Withdrawals waiting for the member to confirm receiving them; left out where the merchant has none. */
  receipts?: ReceiptList;
  ref?: Ref<HTMLDivElement>;
}

function FormSkeleton() {
  return (
    <div className={styles.form}>
      <Skeleton height={18} width="40%" />
      <Skeleton height={44} width="100%" />
      <Skeleton height={44} width="100%" />
      <Skeleton height={44} width="60%" />
    </div>
  );
}

function PaymentPasswordSection({
  hasPassword,
  onSave,
  onForgot,
}: {
  hasPassword: boolean;
  onSave: (change: PaymentPasswordChange) => Promise<SecurityResult>;
  onForgot?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <div className={styles.section}>
      {open ? (
        <PaymentPasswordForm
          hasPassword={hasPassword}
          onSave={onSave}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setSaved(true);
          }}
          onForgot={
            onForgot
              ? () => {
                  setOpen(false);
                  onForgot();
                }
              : undefined
          }
        />
      ) : (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
            {t(hasPassword ? 'security.payment.change' : 'security.payment.set')}
          </Button>
        </div>
      )}
      <div role="status">{saved ? <p className={styles.success}>{t('security.payment.done')}</p> : null}</div>
    </div>
  );
}

/**
 * The cashier's withdrawal page: money from the main wallet to a saved card,
 * within the merchant's limits, time window and turnover rule, with the
 * payment password (and an SMS code where the merchant asks for one); the
 * cards themselves; and the withdrawals so far with their status. A member
 * without a payment password or a card is told what to set up first, and can
 * do it here; a forgotten payment password is reset here with a one-time code.
 */
export function Withdraw({
  title,
  headingLevel = 3,
  status,
  setup,
  format,
  onRetry,
  retrying,
  onWithdraw,
  onPreviewFee,
  onSavePaymentPassword,
  paymentPasswordReset,
  onSendWithdrawCode,
  onBindMobile,
  bankCards,
  records,
  receipts,
  className,
  ref,
  ...rest
}: WithdrawProps) {
  const { t } = useTranslation();
  const recordsHeadingId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const subLevel = (headingLevel + 1) as 3 | 4;
  const needsPasswordFirst = setup?.needsPassword === true && setup.hasPaymentPassword === false;
  const needsCardFirst = setup !== undefined && setup.cards.length === 0;
  const [resetting, setResetting] = useState(false);
  const [resetDone, setResetDone] = useState(false);
  const canReset = paymentPasswordReset !== undefined && setup?.hasPaymentPassword === true;
  const openReset = canReset
    ? () => {
        setResetting(true);
        setResetDone(false);
      }
    : undefined;

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>
      <AsyncRegion
        className={styles.region}
        status={status}
        loadingLabel={t('withdraw.loading')}
        errorTitle={t('withdraw.errorTitle')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={subLevel}
        skeleton={<FormSkeleton />}
      >
        {setup && !setup.allowed ? (
          <p className={styles.warning} role="note">
            {t('withdraw.notAllowed')}
          </p>
        ) : null}
        {setup?.allowed ? (
          <>
            {setup.timeMessage ? <p className={styles.hint}>{setup.timeMessage}</p> : null}
            {needsPasswordFirst ? (
              <div className={styles.section}>
                <p className={styles.warning} role="note">
                  {t('withdraw.setPasswordFirst')}
                </p>
                {onSavePaymentPassword ? (
                  <PaymentPasswordSection hasPassword={false} onSave={onSavePaymentPassword} />
                ) : null}
              </div>
            ) : null}
            {needsCardFirst ? (
              <p className={styles.warning} role="note">
                {t('withdraw.addCardFirst')}
              </p>
            ) : null}
            {!needsPasswordFirst && !needsCardFirst ? (
              <WithdrawForm
                setup={setup}
                format={format}
                onWithdraw={onWithdraw}
                onPreviewFee={onPreviewFee}
                onSendCode={onSendWithdrawCode}
                onBindMobile={onBindMobile}
                onForgotPassword={resetting ? undefined : openReset}
              />
            ) : null}
            {resetting && paymentPasswordReset ? (
              <div className={styles.section}>
                <ResetPaymentPasswordForm
                  reset={{ ...paymentPasswordReset, ...(onBindMobile ? { onBindMobile } : {}) }}
                  onCancel={() => setResetting(false)}
                  onDone={() => {
                    setResetting(false);
                    setResetDone(true);
                  }}
                />
              </div>
            ) : null}
            <div role="status">
              {resetDone ? <p className={styles.success}>{t('security.payment.resetDone')}</p> : null}
            </div>
            {setup.precautionNote ? <p className={styles.hint}>{setup.precautionNote}</p> : null}
          </>
        ) : null}
        {setup ? (
          <BankCards
            headingLevel={subLevel}
            cards={setup.cards}
            savedCardCount={setup.savedCardCount}
            hasPaymentPassword={setup.hasPaymentPassword === true}
            boundMobile={setup.boundMobile}
            onBindMobile={onBindMobile}
            actions={needsPasswordFirst ? undefined : bankCards}
          />
        ) : null}
        {setup?.hasPaymentPassword === true && onSavePaymentPassword ? (
          <PaymentPasswordSection
            hasPassword
            onSave={onSavePaymentPassword}
            onForgot={resetting ? undefined : openReset}
          />
        ) : null}
      </AsyncRegion>
      {receipts ? <WithdrawalReceipts headingLevel={subLevel} receipts={receipts} /> : null}
      <section className={styles.section} aria-labelledby={recordsHeadingId}>
        <SubHeading id={recordsHeadingId} className={styles.subTitle}>
          {t('withdraw.records.title')}
        </SubHeading>
        <AsyncRegion
          status={records.status}
          loadingLabel={t('withdraw.records.loading')}
          errorTitle={t('withdraw.records.errorTitle')}
          onRetry={records.onRetry}
          retrying={records.retrying}
          headingLevel={(subLevel + 1) as 4 | 5}
          skeleton={<Skeleton height={56} width="100%" />}
          empty={records.rows.length === 0}
          emptyState={
            <EmptyState
              icon={<ReceiptText size={28} />}
              title={t('withdraw.records.empty')}
              headingLevel={(subLevel + 1) as 4 | 5}
            />
          }
        >
          <ul className={styles.records} aria-labelledby={recordsHeadingId}>
            {records.rows.map((row) => (
              <li key={row.id} className={styles.record}>
                <div className={styles.cardText}>
                  <span className={styles.cardName}>{row.amount}</span>
                  <span className={styles.hint}>
                    {row.bankName} · {row.time}
                    {row.fee ? ` · ${t('withdraw.fee', { amount: row.fee })}` : ''}
                  </span>
                </div>
                <Badge tone={row.status.tone}>{row.status.label}</Badge>
              </li>
            ))}
          </ul>
        </AsyncRegion>
      </section>
    </div>
  );
}
