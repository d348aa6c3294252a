import { useTranslation } from '@lobby/i18n';
import { clsx } from 'clsx';
import { type FormEvent, type HTMLAttributes, type ReactNode, type Ref, useId, useRef, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { TextField } from '../../../primitives/TextField/TextField';
import { currencyDecimals } from '../../shell/Balance/formatMoney';
import { formatAmount, type MoneyFormat, parseAmount, valueToMinor } from '../money';
import type { CashierResult } from '../wallet';
import * as styles from './TransferToUpline.css';

type HeadingLevel = 2 | 3;

export interface UplineTransferRequest {
  /** Major units, exactly as typed. */
  amount: number;
  /** The login password, which the platform checks for this transfer. */
  password: string;
}

export interface TransferToUplineProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's name, "Transfer to Upline". */
  title: ReactNode;
  headingLevel?: HeadingLevel;
  status: AsyncStatus;
  /** The main wallet, which the transfer comes out of. */
  balance: number;
  format: MoneyFormat;
  onRetry?: () => void;
  retrying?: boolean;
  onTransfer: (request: UplineTransferRequest) => Promise<CashierResult>;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Transfer to the upline: money from the main wallet to the agent above the
 * member, confirmed with the login password (the one the platform checks
 * here). Sent once; what was typed stays after a failure.
 */
export function TransferToUpline({
  title,
  headingLevel = 3,
  status,
  balance,
  format,
  onRetry,
  retrying,
  onTransfer,
  className,
  ref,
  ...rest
}: TransferToUplineProps) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(format.currency);
  const formId = useId();
  const Heading = `h${headingLevel}` as const;
  const [amountText, setAmountText] = useState('');
  const [password, setPassword] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<
    { ok: true; text: string } | { ok: false; text: string; uncertain: boolean } | null
  >(null);
  const inFlight = useRef(false);
  const money = (value: number) => formatAmount(value, format);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const parsed = parseAmount(amountText, format.locale, decimals);
    let problem: string | null = null;
    if (!parsed.ok) {
      problem =
        parsed.problem === 'empty'
          ? t('wallet.amountRequired')
          : parsed.problem !== 'tooManyDecimals'
            ? t('wallet.amountNotANumber')
            : decimals === 0
              ? t('wallet.amountWhole')
              : t('wallet.amountDecimals', { count: decimals });
    } else if (parsed.minor === 0) {
      problem = t('wallet.amountPositive');
    } else if (parsed.minor > valueToMinor(balance, decimals)) {
      problem = t('wallet.amountOverBalance');
    }
    setAmountError(problem);
    setPasswordError(password === '' ? t('upline.passwordRequired') : null);
    if (problem || password === '' || !parsed.ok) return;
    inFlight.current = true;
    setSending(true);
    setOutcome(null);
    const result = await onTransfer({ amount: parsed.value, password });
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setAmountText('');
      setPassword('');
      setOutcome({ ok: true, text: t('upline.done', { amount: money(parsed.value) }) });
    } else {
      setOutcome({ ok: false, text: result.error, uncertain: result.uncertain === true });
    }
  };

  return (
    <div ref={ref} className={clsx(styles.root, className)} {...rest}>
      <Heading className={styles.title}>{title}</Heading>
      <AsyncRegion
        status={status}
        loadingLabel={t('upline.loading')}
        errorTitle={t('upline.errorTitle')}
        onRetry={onRetry}
        retrying={retrying}
        headingLevel={(headingLevel + 1) as 3 | 4}
        skeleton={<Skeleton height={200} width="100%" />}
      >
        <form className={styles.form} aria-label={t('upline.formLabel')} onSubmit={submit} noValidate>
          <p className={styles.hint}>{t('upline.intro')}</p>
          <TextField
            id={`${formId}-amount`}
            label={t('upline.amount')}
            inputMode="decimal"
            autoComplete="off"
            hint={t('withdraw.balance', { amount: money(balance) })}
            value={amountText}
            onValueChange={(text) => {
              setAmountText(text);
              setAmountError(null);
            }}
            {...(amountError ? { error: amountError } : {})}
            readOnly={sending}
            fullWidth
          />
          <TextField
            id={`${formId}-password`}
            type="password"
            autoComplete="current-password"
            label={t('upline.password')}
            value={password}
            onValueChange={(text) => {
              setPassword(text);
              setPasswordError(null);
            }}
            {...(passwordError ? { error: passwordError } : {})}
            readOnly={sending}
            fullWidth
          />
          <Button type="submit" loading={sending} disabled={sending}>
            {t('upline.submit')}
          </Button>
          <div role="status">{outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}</div>
          {outcome && !outcome.ok ? (
            <div role="alert" className={outcome.uncertain ? styles.uncertain : styles.failure}>
              {outcome.uncertain ? <p className={styles.outcomeTitle}>{t('wallet.uncertain')}</p> : null}
              <p className={styles.outcomeLine}>{outcome.text}</p>
            </div>
          ) : null}
        </form>
      </AsyncRegion>
    </div>
  );
}
