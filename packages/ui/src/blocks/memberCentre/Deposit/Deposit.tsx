import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { ReceiptText } from 'lucide-react';
import { type FormEvent, type HTMLAttributes, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Badge } from '../../../primitives/Badge/Badge';
import { Button } from '../../../primitives/Button/Button';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { Select } from '../../../primitives/Select/Select';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import { currencyDecimals } from '../../shell/Balance/formatMoney';
import type { DepositBonus, DepositMethodView, DepositRecordList, DepositRequest, DepositStart } from '../deposit';
import { amountInputText, formatAmount, type MoneyFormat, parseAmount, valueToMinor } from '../money';
import type { CashierResult } from '../wallet';
import * as styles from './Deposit.css';

type HeadingLevel = 2 | 3;

export interface DepositProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Deposit". */
  title: ReactNode;
  headingLevel?: HeadingLevel;
  status: AsyncStatus;
  /** The merchant lets this member deposit now. */
  allowed: boolean;
  methods: readonly DepositMethodView[];
  /** Bonuses a deposit can claim; each asks for its least deposit. */
  bonuses: readonly DepositBonus[];
  format: MoneyFormat;
  onRetry?: () => void;
  retrying?: boolean;
  onDeposit: (request: DepositRequest) => Promise<DepositStart>;
  onCancel: (depositId: string) => Promise<CashierResult>;
  /** Reads the deposits and the balance again (after paying in the other window). */
  onCheck: () => void;
  records: DepositRecordList;
  /**
   * Opens the window the payment page will load in. It must open during the
   * click, before the platform answers, or the browser blocks it.
   */
  openWindow?: () => Window | null;
  ref?: Ref<HTMLDivElement>;
}

type Started =
  | { kind: 'redirect'; url: string; blocked: boolean }
  | { kind: 'qr'; qrImage: string | null; url: string | null };

const blankWindow = () => window.open('', '_blank');

/**
 * The cashier's deposit page: a method (paid on the provider's page or by a
 * QR code), its channel with the channel's limits and one-tap amounts, the
 * amount read exactly as typed, and an optional bonus. A provider's page
 * opens in a window opened during the click, so browsers do not block it;
 * one blocked anyway is said, with a link to open it. Deposits waiting for
 * payment can be cancelled from the records.
 */
export function Deposit({
  title,
  headingLevel = 3,
  status,
  allowed,
  methods,
  bonuses,
  format,
  onRetry,
  retrying,
  onDeposit,
  onCancel,
  onCheck,
  records,
  openWindow = blankWindow,
  className,
  ref,
  ...rest
}: DepositProps) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(format.currency);
  const formId = useId();
  const recordsHeadingId = useId();
  const Heading = `h${headingLevel}` as const;
  const SubHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const subLevel = (headingLevel + 1) as 3 | 4;
  const [methodCode, setMethodCode] = useState<string | null>(null);
  const [channelId, setChannelId] = useState<string | null>(null);
  const [bankCode, setBankCode] = useState<string | null>(null);
  const [bonusId, setBonusId] = useState('none');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; uncertain: boolean } | null>(null);
  const [started, setStarted] = useState<Started | null>(null);
  const [sending, setSending] = useState(false);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [cancelOutcome, setCancelOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const inFlight = useRef(false);

  const method = methods.find((candidate) => candidate.code === methodCode) ?? methods[0];
  const channel = method?.channels.find((candidate) => candidate.id === channelId) ?? method?.channels[0];
  const bank = channel?.banks.find((candidate) => candidate.code === bankCode) ?? channel?.banks[0] ?? null;
  const parsed = parseAmount(amountText, format.locale, decimals);
  const typedMinor = parsed.ok ? parsed.minor : null;
  const money = (value: number) => formatAmount(value, format);

  const bonusUsable = (bonus: DepositBonus) =>
    bonus.minDeposit === null || (typedMinor !== null && typedMinor >= valueToMinor(bonus.minDeposit, decimals));

  const amountProblem = (): string | null => {
    if (!parsed.ok) {
      if (parsed.problem === 'empty') return t('deposit.amountRequired');
      if (parsed.problem === 'tooManyDecimals')
        return decimals === 0 ? t('wallet.amountWhole') : t('wallet.amountDecimals', { count: decimals });
      return t('wallet.amountNotANumber');
    }
    const min = channel?.min ?? null;
    const max = channel?.max ?? null;
    if (parsed.minor === 0 || (min !== null && parsed.minor < valueToMinor(min, decimals))) {
      return t('deposit.belowMinimum', { amount: money(min ?? 0) });
    }
    if (max !== null && parsed.minor > valueToMinor(max, decimals)) {
      return t('deposit.aboveMaximum', { amount: money(max) });
    }
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !method || !channel) return;
    const problem = amountProblem();
    setError(problem);
    if (problem || !parsed.ok) return;
    const bonus = bonuses.find((candidate) => candidate.id === bonusId);
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    setStarted(null);
    // Opened now, while the click still counts as the player's: after the answer it would be blocked.
    const payment = method.flow === 'redirect' ? openWindow() : null;
    const result = await onDeposit({
      method,
      channel,
      amount: parsed.value,
      bank,
      bonusId: bonus && bonusUsable(bonus) ? bonus.id : null,
    });
    inFlight.current = false;
    setSending(false);
    if (!result.ok) {
      payment?.close();
      setFailure({ text: result.error, uncertain: result.uncertain === true });
      return;
    }
    setAmountText('');
    if (result.kind === 'redirect') {
      if (payment) payment.location.href = result.url;
      setStarted({ kind: 'redirect', url: result.url, blocked: payment === null });
    } else {
      setStarted({ kind: 'qr', qrImage: result.qrImage, url: result.url });
    }
  };

  const cancel = async (depositId: string) => {
    if (cancelling) return;
    setCancelling(depositId);
    setCancelOutcome(null);
    const result = await onCancel(depositId);
    setCancelling(null);
    setCancelOutcome(result.ok ? { ok: true, text: t('deposit.cancelled') } : { ok: false, text: result.error });
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>
      <AsyncRegion
        className={styles.region}
        status={status}
        loadingLabel={t('deposit.loading')}
        errorTitle={t('deposit.errorTitle')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={subLevel}
        skeleton={<Skeleton height={240} width="100%" />}
        empty={allowed && methods.length === 0}
        emptyState={<EmptyState title={t('deposit.noMethods')} headingLevel={subLevel} />}
      >
        {!allowed ? (
          <p className={styles.warning} role="note">
            {t('deposit.notAllowed')}
          </p>
        ) : method && channel ? (
          <form className={styles.form} aria-label={t('deposit.formLabel')} onSubmit={submit} noValidate>
            <RadioGroup
              label={t('deposit.method')}
              orientation="horizontal"
              value={method.code}
              onValueChange={(code) => {
                setMethodCode(code);
                setChannelId(null);
                setBankCode(null);
              }}
              disabled={sending}
              options={methods.map((option) => ({ value: option.code, label: option.name }))}
            />
            {method.channels.length > 1 ? (
              <RadioGroup
                label={t('deposit.channel')}
                value={channel.id}
                onValueChange={(id) => {
                  setChannelId(id);
                  setBankCode(null);
                }}
                disabled={sending}
                options={method.channels.map((option) => ({
                  value: option.id,
                  label: option.name,
                  description: limitsText(option.min, option.max, money, t),
                }))}
              />
            ) : (
              <p className={styles.hint}>
                {channel.name} · {limitsText(channel.min, channel.max, money, t)}
              </p>
            )}
            {channel.banks.length > 1 ? (
              <Select
                id={`${formId}-bank`}
                label={t('deposit.bank')}
                options={channel.banks.map((option) => ({ value: option.code, label: option.name }))}
                value={bank?.code ?? ''}
                onValueChange={setBankCode}
                disabled={sending}
                fullWidth
              />
            ) : null}
            <TextField
              id={`${formId}-amount`}
              label={t('deposit.amount')}
              inputMode="decimal"
              autoComplete="off"
              hint={limitsText(channel.min, channel.max, money, t)}
              value={amountText}
              onValueChange={(text) => {
                setAmountText(text);
                setError(null);
              }}
              {...(error ? { error } : {})}
              readOnly={sending}
              fullWidth
            />
            {channel.fixedAmounts.length > 0 ? (
              <fieldset className={styles.chips}>
                <legend className={styles.chipsLegend}>{t('withdraw.quickAmounts')}</legend>
                {channel.fixedAmounts.map((amount) => (
                  <Button
                    key={amount}
                    type="button"
                    size="sm"
                    variant="secondary"
                    disabled={sending}
                    onClick={() => {
                      setAmountText(amountInputText(valueToMinor(amount, decimals), format.locale, decimals));
                      setError(null);
                    }}
                  >
                    {money(amount)}
                  </Button>
                ))}
              </fieldset>
            ) : null}
            {bonuses.length > 0 ? (
              <Select
                id={`${formId}-bonus`}
                label={t('deposit.bonus')}
                options={[
                  { value: 'none', label: t('deposit.noBonus') },
                  ...bonuses.map((bonus) => ({
                    value: bonus.id,
                    label:
                      bonus.minDeposit === null
                        ? bonus.title
                        : `${bonus.title} (${t('deposit.bonusFrom', { amount: money(bonus.minDeposit) })})`,
                  })),
                ]}
                value={bonusId}
                onValueChange={setBonusId}
                hint={
                  bonuses.some((bonus) => bonus.id === bonusId && !bonusUsable(bonus))
                    ? t('deposit.bonusNeedsMore')
                    : undefined
                }
                disabled={sending}
                fullWidth
              />
            ) : null}
            <Button type="submit" loading={sending} disabled={sending}>
              {t('deposit.submit')}
            </Button>
            {failure ? (
              <div role="alert" className={failure.uncertain ? styles.uncertain : styles.failure}>
                {failure.uncertain ? <p className={styles.outcomeTitle}>{t('wallet.uncertain')}</p> : null}
                <p className={styles.outcomeLine}>{failure.text}</p>
              </div>
            ) : null}
          </form>
        ) : null}
        <div role="status" className={styles.started}>
          {started?.kind === 'redirect' ? (
            <>
              <p className={styles.outcomeLine}>
                {started.blocked ? t('deposit.popupBlocked') : t('deposit.payInWindow')}
              </p>
              <p className={styles.outcomeLine}>
                <a href={started.url} target="_blank" rel="noopener noreferrer">
                  {t('deposit.openPaymentPage')}
                </a>
              </p>
            </>
          ) : null}
          {started?.kind === 'qr' ? (
            <>
              <p className={styles.outcomeLine}>{t('deposit.scanQr')}</p>
              {started.qrImage ? (
                <img className={styles.qr} src={started.qrImage} alt={t('deposit.qrAlt')} width={200} height={200} />
              ) : null}
              {started.url ? (
                <p className={styles.outcomeLine}>
                  <a href={started.url} target="_blank" rel="noopener noreferrer">
                    {t('deposit.openPaymentPage')}
                  </a>
                </p>
              ) : null}
            </>
          ) : null}
        </div>
        {started ? (
          <div>
            <Button variant="secondary" onClick={onCheck}>
              {t('deposit.check')}
            </Button>
          </div>
        ) : null}
      </AsyncRegion>
      <section className={styles.section} aria-labelledby={recordsHeadingId}>
        <SubHeading id={recordsHeadingId} className={styles.subTitle}>
          {t('deposit.records.title')}
        </SubHeading>
        <AsyncRegion
          status={records.status}
          loadingLabel={t('deposit.records.loading')}
          errorTitle={t('deposit.records.errorTitle')}
          onRetry={records.onRetry}
          retrying={records.retrying}
          headingLevel={(subLevel + 1) as 4 | 5}
          skeleton={<Skeleton height={56} width="100%" />}
          empty={records.rows.length === 0}
          emptyState={
            <EmptyState
              icon={<ReceiptText size={28} />}
              title={t('deposit.records.empty')}
              headingLevel={(subLevel + 1) as 4 | 5}
            />
          }
        >
          <ul className={styles.records} aria-labelledby={recordsHeadingId}>
            {records.rows.map((row) => (
              <li key={row.id} className={styles.record}>
                <div className={styles.recordText}>
                  <span className={styles.recordAmount}>{row.amount}</span>
                  <span className={styles.hint}>
                    {row.method} · {row.time}
                  </span>
                </div>
                <div className={styles.recordEnd}>
                  <Badge tone={row.status.tone}>{row.status.label}</Badge>
                  {row.pending ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      loading={cancelling === row.id}
                      disabled={cancelling !== null}
                      aria-label={t('deposit.cancelOne', { amount: row.amount, time: row.time })}
                      onClick={() => void cancel(row.id)}
                    >
                      {t('deposit.cancel')}
                    </Button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </AsyncRegion>
        <div role="status">{cancelOutcome?.ok ? <p className={styles.success}>{cancelOutcome.text}</p> : null}</div>
        {cancelOutcome && !cancelOutcome.ok ? (
          <p role="alert" className={styles.failure}>
            {cancelOutcome.text}
          </p>
        ) : null}
      </section>
    </div>
  );
}

function limitsText(
  min: number | null,
  max: number | null,
  money: (value: number) => string,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  if (min !== null && max !== null) return t('deposit.limits', { min: money(min), max: money(max) });
  if (min !== null) return t('withdraw.minimum', { amount: money(min) });
  if (max !== null) return t('withdraw.maximum', { amount: money(max) });
  return '';
}
