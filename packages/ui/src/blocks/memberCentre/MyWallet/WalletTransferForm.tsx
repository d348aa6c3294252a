import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { RadioGroup } from '../../../primitives/RadioGroup/RadioGroup';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { currencyDecimals } from '../../shell/Balance/formatMoney';
import {
  type AmountProblem,
  amountInputText,
  formatAmount,
  type MoneyFormat,
  minorToValue,
  parseAmount,
  valueToMinor,
} from '../money';
import type { CashierResult, WalletRow, WalletTransferRequest } from '../wallet';
import * as styles from './MyWallet.css';

/** What the page says after a money action. */
export type TransferOutcome = { ok: true; text: string } | { ok: false; text: string; uncertain: boolean };

const problemKeys: Record<AmountProblem, string> = {
  empty: 'wallet.amountRequired',
  notANumber: 'wallet.amountNotANumber',
  tooManyDecimals: 'wallet.amountDecimals',
  tooLarge: 'wallet.amountTooLarge',
};

/**
 * Moving money between the main wallet and one game wallet. The amount is
 * read exactly as typed (the locale's separators, no more decimals than the
 * currency has) and can be no more than the wallet it leaves holds. What was
 * typed stays after a failure.
 */
export function WalletTransferForm({
  headingLevel,
  wallets,
  format,
  onTransfer,
  onOutcome,
}: {
  headingLevel: 3 | 4;
  wallets: readonly WalletRow[];
  format: MoneyFormat;
  onTransfer: (transfer: WalletTransferRequest) => Promise<CashierResult>;
  onOutcome: (outcome: TransferOutcome | null) => void;
}) {
  const { t } = useTranslation();
  const decimals = currencyDecimals(format.currency);
  const formId = useId();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const main = wallets.find((wallet) => wallet.kind === 'main');
  const games = wallets.filter((wallet) => wallet.kind === 'game' && wallet.transferable);
  const [walletId, setWalletId] = useState(games[0]?.id ?? '');
  const [direction, setDirection] = useState<'IN' | 'OUT'>('IN');
  const [amountText, setAmountText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // A second click lands before React re-renders the disabled button: the ref refuses it.
  const inFlight = useRef(false);

  const game = games.find((wallet) => wallet.id === walletId);
  const source = direction === 'IN' ? main : game;
  const available = source ? valueToMinor(source.balance, decimals) : 0;

  if (!main || games.length === 0) {
    return <p className={styles.note}>{t('wallet.noGameWallets')}</p>;
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current || !game) return;
    const parsed = parseAmount(amountText, format.locale, decimals);
    if (!parsed.ok) {
      if (parsed.problem === 'tooManyDecimals' && decimals === 0) return setError(t('wallet.amountWhole'));
      return setError(t(problemKeys[parsed.problem], { count: decimals }));
    }
    if (parsed.minor === 0) return setError(t('wallet.amountPositive'));
    if (parsed.minor > available) return setError(t('wallet.amountOverBalance'));
    setError(null);
    onOutcome(null);
    inFlight.current = true;
    setSending(true);
    const result = await onTransfer({ walletId: game.id, direction, amount: parsed.value });
    inFlight.current = false;
    setSending(false);
    if (result.ok) {
      setAmountText('');
      const amount = formatAmount(parsed.value, format);
      onOutcome({
        ok: true,
        text:
          direction === 'IN'
            ? t('wallet.movedIn', { amount, name: game.name })
            : t('wallet.movedOut', { amount, name: game.name }),
      });
    } else {
      onOutcome({ ok: false, text: result.error, uncertain: result.uncertain === true });
    }
  };

  return (
    <form className={styles.form} aria-labelledby={headingId} onSubmit={submit} noValidate>
      <Heading id={headingId} className={styles.subTitle}>
        {t('wallet.transferTitle')}
      </Heading>
      <Select
        id={`${formId}-wallet`}
        label={t('wallet.gameWallet')}
        options={games.map((wallet) => ({
          value: wallet.id,
          label: `${wallet.name} (${formatAmount(wallet.balance, format)})`,
        }))}
        value={walletId}
        onValueChange={setWalletId}
        disabled={sending}
        fullWidth
      />
      <RadioGroup
        label={t('wallet.direction')}
        orientation="horizontal"
        value={direction}
        onValueChange={(value) => setDirection(value === 'OUT' ? 'OUT' : 'IN')}
        disabled={sending}
        options={[
          { value: 'IN', label: t('wallet.directionIn', { name: game?.name ?? '' }) },
          { value: 'OUT', label: t('wallet.directionOut') },
        ]}
      />
      <div className={styles.amountRow}>
        <TextField
          id={`${formId}-amount`}
          label={t('wallet.amount')}
          inputMode="decimal"
          autoComplete="off"
          hint={t('wallet.available', { amount: formatAmount(minorToValue(available, decimals), format) })}
          value={amountText}
          onValueChange={(text) => {
            setAmountText(text);
            setError(null);
          }}
          error={error ?? undefined}
          readOnly={sending}
          fullWidth
        />
        <Button
          type="button"
          variant="secondary"
          className={styles.allButton}
          disabled={sending || available === 0}
          onClick={() => {
            setAmountText(amountInputText(available, format.locale, decimals));
            setError(null);
          }}
        >
          {t('wallet.all')}
        </Button>
      </div>
      <Button type="submit" loading={sending} disabled={sending}>
        {t('wallet.transfer')}
      </Button>
    </form>
  );
}
