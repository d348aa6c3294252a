import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { TextField } from '../../../primitives/TextField/TextField';
import { currencyDecimals } from '../../shell/Balance/formatMoney';
import { amountInputText, formatAmount, type MoneyFormat, parseAmount, valueToMinor } from '../money';
import { CodeField } from '../SecurityCentre/CodeField';
import { isCodeShaped, type SecurityResult } from '../security';
import type { CashierResult } from '../wallet';
import type { WithdrawCard, WithdrawRequest, WithdrawSetup } from '../withdraw';
import * as styles from './Withdraw.css';

type Outcome = { ok: true; text: string } | { ok: false; text: string; uncertain: boolean };

/** How long typing rests before the fee is asked for. */
const feeDelayMs = 400;

/**
 * The withdrawal itself: the card, the amount (read exactly as typed, within
 * the limits, the balance and what is left of today's allowance), the fee it
 * costs, the payment password and, where the merchant asks for it, an SMS
 * code to the bound phone. Sent once; what was typed stays after a failure.
 */
export function WithdrawForm({
  setup,
  format,
  onWithdraw,
  onPreviewFee,
  onSendCode,
  onBindMobile,
  onForgotPassword,
}: {
  setup: WithdrawSetup;
  format: MoneyFormat;
  onWithdraw: (request: WithdrawRequest) => Promise<CashierResult>;
  onPreviewFee?: ((amount: number, card: WithdrawCard) => Promise<number | null>) | undefined;
  /** Sends the SMS code a withdrawal carries, where the merchant asks for one. */
  onSendCode?: (() => Promise<SecurityResult>) | undefined;
  /** Opens the binding of a mobile number, when a code is asked for and none is bound. */
  onBindMobile?: (() => void) | undefined;
  /** Opens the reset of a forgotten payment password. */
  onForgotPassword?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(format.currency);
  const formId = useId();
  const [cardId, setCardId] = useState(setup.cards[0]?.id ?? '');
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [fee, setFee] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);
  const card = setup.cards.find((candidate) => candidate.id === cardId) ?? setup.cards[0];
  const money = (value: number) => formatAmount(value, format);
  const blockedByTurnover = setup.remainingTurnover > 0;
  const noTimesLeft = setup.remainingTimes === 0;
  const codeTarget = setup.needsSmsCode && setup.boundMobile !== null && onSendCode ? setup.boundMobile : null;
  // A code is asked for but cannot be sent: nothing to send it to.
  const blockedByMobile = setup.needsSmsCode && codeTarget === null;
  const blocked = blockedByTurnover || noTimesLeft || blockedByMobile;

  // The fee of what is typed, once typing rests; a figure that does not read shows none.
  useEffect(() => {
    setFee(null);
    if (!onPreviewFee || !card) return;
    const parsed = parseAmount(amountText, format.locale, decimals);
    if (!parsed.ok || parsed.minor === 0) return;
    let current = true;
    const timer = setTimeout(() => {
      void onPreviewFee(parsed.value, card).then((next) => {
        if (current) setFee(next);
      });
    }, feeDelayMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [amountText, card, decimals, format.locale, onPreviewFee]);

  const amountProblem = (): string | null => {
    const parsed = parseAmount(amountText, format.locale, decimals);
    if (!parsed.ok) {
      if (parsed.problem === 'empty') return t('withdraw.amountRequired');
      if (parsed.problem === 'tooManyDecimals')
        return decimals === 0 ? t('wallet.amountWhole') : t('wallet.amountDecimals', { count: decimals });
      return t('wallet.amountNotANumber');
    }
    const minor = parsed.minor;
    const limit = (value: number | null) => (value === null ? null : valueToMinor(value, decimals));
    const minimum = limit(setup.minimum);
    const maximum = limit(setup.maximum);
    const remaining = limit(setup.remainingAmount);
    if (minor === 0 || (minimum !== null && minor < minimum)) {
      return t('withdraw.belowMinimum', { amount: money(setup.minimum ?? 0) });
    }
    if (maximum !== null && minor > maximum) return t('withdraw.aboveMaximum', { amount: money(setup.maximum ?? 0) });
    if (remaining !== null && minor > remaining) {
      return t('withdraw.aboveRemaining', { amount: money(setup.remainingAmount ?? 0) });
    }
    if (minor > valueToMinor(setup.balance, decimals)) return t('wallet.amountOverBalance');
    return null;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !card || blocked) return;
    const problem = amountProblem();
    const missingPassword = setup.needsPassword && password === '';
    const missingCode = setup.needsSmsCode && !isCodeShaped(code);
    setAmountError(problem);
    setPasswordError(missingPassword ? t('withdraw.passwordRequired') : null);
    setCodeError(missingCode ? t('withdraw.codeRequired') : null);
    if (problem || missingPassword || missingCode) return;
    const parsed = parseAmount(amountText, format.locale, decimals);
    if (!parsed.ok) return;
    inFlight.current = true;
    setSending(true);
    setOutcome(null);
    const result = await onWithdraw({
      card,
      amount: parsed.value,
      password: setup.needsPassword ? password : '',
      ...(setup.needsSmsCode ? { verificationCode: code.trim() } : {}),
    });
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setAmountText('');
      setPassword('');
      setCode('');
      setOutcome({ ok: true, text: t('withdraw.requested', { amount: money(parsed.value), bank: card.bankName }) });
    } else {
      setOutcome({ ok: false, text: result.error, uncertain: result.uncertain === true });
    }
  };

  const limits = [
    setup.minimum !== null ? t('withdraw.minimum', { amount: money(setup.minimum) }) : null,
    setup.maximum !== null ? t('withdraw.maximum', { amount: money(setup.maximum) }) : null,
  ].filter((text): text is string => text !== null);

  return (
    <form className={styles.form} aria-label={t('withdraw.formLabel')} onSubmit={submit} noValidate>
      {blockedByTurnover ? (
        <p className={styles.warning} role="note">
          {t('withdraw.turnover', { amount: money(setup.remainingTurnover) })}
        </p>
      ) : null}
      {noTimesLeft ? (
        <p className={styles.warning} role="note">
          {t('withdraw.noTimesLeft')}
        </p>
      ) : null}
      {blockedByMobile ? (
        <div className={`${styles.warning} ${styles.warningStack}`} role="note">
          <p className={styles.outcomeLine}>{t('withdraw.needsMobile')}</p>
          {onBindMobile ? (
            <div>
              <Button type="button" size="sm" variant="secondary" onClick={onBindMobile}>
                {t('security.contact.mobile.bindAction')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      <RadioGroup
        label={t('withdraw.card')}
        value={card?.id ?? ''}
        onValueChange={setCardId}
        disabled={sending}
        options={setup.cards.map((option) => ({
          value: option.id,
          label: `${option.bankName} ${option.accountNumber}`,
          description: option.accountName,
        }))}
      />
      <TextField
        id={`${formId}-amount`}
        label={t('withdraw.amount')}
        inputMode="decimal"
        autoComplete="off"
        hint={[t('withdraw.balance', { amount: money(setup.balance) }), ...limits].join(' · ')}
        value={amountText}
        onValueChange={(text) => {
          setAmountText(text);
          setAmountError(null);
        }}
        {...(amountError ? { error: amountError } : {})}
        readOnly={sending}
        fullWidth
      />
      {setup.fixedAmounts.length > 0 ? (
        <fieldset className={styles.chips}>
          <legend className={styles.chipsLegend}>{t('withdraw.quickAmounts')}</legend>
          {setup.fixedAmounts.map((amount) => (
            <Button
              key={amount}
              type="button"
              size="sm"
              variant="secondary"
              disabled={sending}
              onClick={() => {
                setAmountText(amountInputText(valueToMinor(amount, decimals), format.locale, decimals));
                setAmountError(null);
              }}
            >
              {money(amount)}
            </Button>
          ))}
        </fieldset>
      ) : null}
      <p className={styles.hint} aria-live="polite">
        {fee !== null ? t('withdraw.fee', { amount: money(fee) }) : null}
        {setup.remainingAmount !== null && setup.remainingTimes !== null
          ? `${fee !== null ? ' · ' : ''}${t('withdraw.todayLeft', {
              amount: money(setup.remainingAmount),
              count: setup.remainingTimes,
            })}`
          : null}
      </p>
      {setup.needsPassword ? (
        <TextField
          id={`${formId}-password`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          label={t('withdraw.password')}
          value={password}
          onValueChange={(text) => {
            setPassword(text);
            setPasswordError(null);
          }}
          {...(passwordError ? { error: passwordError } : {})}
          readOnly={sending}
          fullWidth
        />
      ) : null}
      {setup.needsPassword && onForgotPassword ? (
        <div>
          <Button type="button" size="sm" variant="ghost" onClick={onForgotPassword}>
            {t('security.payment.forgot')}
          </Button>
        </div>
      ) : null}
      {codeTarget !== null && onSendCode ? (
        <CodeField
          id={`${formId}-code`}
          target={{ channel: 'mobile', masked: codeTarget }}
          onSend={onSendCode}
          code={code}
          onCodeChange={(text) => {
            setCode(text);
            setCodeError(null);
          }}
          error={codeError}
          disabled={sending}
        />
      ) : null}
      <Button type="submit" loading={sending} disabled={sending || blocked}>
        {t('withdraw.submit')}
      </Button>
      <div role="status">{outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}</div>
      {outcome && !outcome.ok ? (
        <div role="alert" className={outcome.uncertain ? styles.uncertain : styles.failure}>
          {outcome.uncertain ? <p className={styles.outcomeTitle}>{t('wallet.uncertain')}</p> : null}
          <p className={styles.outcomeLine}>{outcome.text}</p>
        </div>
      ) : null}
    </form>
  );
}
