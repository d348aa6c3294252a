import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { Select } from '../../../primitives/Select/Select';
import { TextField } from '../../../primitives/TextField/TextField';
import { CodeField } from '../SecurityCentre/CodeField';
import { isCodeShaped, type SecurityResult } from '../security';
import type { CashierResult } from '../wallet';
import {
  type BankOption,
  type BindCardRequest,
  type BindCardRules,
  canAddCard,
  defaultBindCardRules,
  isAccountNumberValid,
  type WithdrawCard,
} from '../withdraw';
import * as styles from './Withdraw.css';

/** Binding and removing cards: present only where the merchant lets members do so. */
export interface BankCardActions {
  banks: readonly BankOption[];
  onBind: (request: BindCardRequest) => Promise<CashierResult>;
  onRemove: (card: WithdrawCard, password: string | undefined) => Promise<CashierResult>;
  /** The merchant's binding rules; left out, the defaults (no limit, no code, 6 to 20 digits). */
  rules?: BindCardRules;
  /** Sends the SMS code a binding carries, where the rules ask for one. */
  onSendCode?: () => Promise<SecurityResult>;
}

type Outcome = { ok: boolean; text: string } | null;

function BindCardForm({
  banks,
  askPassword,
  rules,
  boundMobile,
  onSendCode,
  onBind,
  onDone,
  onCancel,
}: {
  banks: readonly BankOption[];
  askPassword: boolean;
  rules: BindCardRules;
  /** The masked number the code goes to. */
  boundMobile: string | null;
  onSendCode: (() => Promise<SecurityResult>) | undefined;
  onBind: BankCardActions['onBind'];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [bankId, setBankId] = useState('');
  const [accountName, setAccountName] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const numberRule = t('withdraw.cards.numberLength', rules.accountNumberLength);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const number = accountNumber.replace(/\s+/g, '');
    if (!bankId) return setError(t('withdraw.cards.bankRequired'));
    if (accountName.trim() === '') return setError(t('withdraw.cards.nameRequired'));
    if (!isAccountNumberValid(number, rules)) return setError(numberRule);
    if (askPassword && password === '') return setError(t('withdraw.passwordRequired'));
    if (rules.needsSmsCode && !isCodeShaped(code)) return setError(t('withdraw.codeRequired'));
    inFlight.current = true;
    setBusy(true);
    setError(null);
    const result = await onBind({
      bankId,
      accountName: accountName.trim(),
      accountNumber: number,
      ...(askPassword ? { password } : {}),
      ...(rules.needsSmsCode ? { verificationCode: code.trim() } : {}),
    });
    inFlight.current = false;
    setBusy(false);
    if (result.ok) onDone();
    else setError(result.error);
  };

  return (
    <form className={styles.form} aria-label={t('withdraw.cards.add')} onSubmit={submit} noValidate>
      <Select
        id={`${formId}-bank`}
        label={t('withdraw.cards.bank')}
        placeholder={t('withdraw.cards.chooseBank')}
        options={banks.map((bank) => ({ value: bank.id, label: bank.name }))}
        value={bankId}
        onValueChange={setBankId}
        fullWidth
      />
      <TextField
        id={`${formId}-name`}
        label={t('withdraw.cards.accountName')}
        autoComplete="name"
        value={accountName}
        onValueChange={setAccountName}
        fullWidth
      />
      <TextField
        id={`${formId}-number`}
        label={t('withdraw.cards.accountNumber')}
        inputMode="numeric"
        autoComplete="off"
        hint={numberRule}
        value={accountNumber}
        onValueChange={setAccountNumber}
        fullWidth
      />
      {askPassword ? (
        <TextField
          id={`${formId}-password`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          label={t('withdraw.password')}
          value={password}
          onValueChange={setPassword}
          fullWidth
        />
      ) : null}
      {rules.needsSmsCode && boundMobile !== null && onSendCode ? (
        <CodeField
          id={`${formId}-code`}
          target={{ channel: 'mobile', masked: boundMobile }}
          onSend={onSendCode}
          code={code}
          onCodeChange={setCode}
          disabled={busy}
        />
      ) : null}
      {error ? (
        <p role="alert" className={styles.failure}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={busy} disabled={busy}>
          {t('withdraw.cards.bind')}
        </Button>
      </div>
    </form>
  );
}

function RemoveCard({
  card,
  askPassword,
  onRemove,
  onDone,
  onCancel,
}: {
  card: WithdrawCard;
  askPassword: boolean;
  onRemove: BankCardActions['onRemove'];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (askPassword && password === '') return setError(t('withdraw.passwordRequired'));
    inFlight.current = true;
    setBusy(true);
    const result = await onRemove(card, askPassword ? password : undefined);
    inFlight.current = false;
    setBusy(false);
    if (result.ok) onDone();
    else setError(result.error);
  };
  return (
    <form
      className={styles.inlineForm}
      aria-label={t('withdraw.cards.removeOne', { card: `${card.bankName} ${card.accountNumber}` })}
      onSubmit={submit}
      noValidate
    >
      {askPassword ? (
        <TextField
          id={`${formId}-password`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          label={t('withdraw.password')}
          value={password}
          onValueChange={setPassword}
          size="md"
        />
      ) : (
        <p className={styles.hint}>{t('withdraw.cards.confirmRemove')}</p>
      )}
      {error ? (
        <p role="alert" className={styles.failure}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" variant="danger" size="sm" loading={busy} disabled={busy}>
          {t('withdraw.cards.remove')}
        </Button>
      </div>
    </form>
  );
}

/**
 * The saved cards and e-wallets withdrawals go to; where the merchant allows
 * it, a card is added (bank, account name and number) or removed, with the
 * payment password when one is set.
 */
export function BankCards({
  headingLevel,
  cards,
  savedCardCount,
  hasPaymentPassword,
  boundMobile,
  onBindMobile,
  actions,
}: {
  headingLevel: 3 | 4;
  cards: readonly WithdrawCard[];
  /** Every saved card, those not shown (switched off for withdrawals) too. */
  savedCardCount: number;
  hasPaymentPassword: boolean;
  /** The bound phone, partly hidden, which binding codes go to; null when none is bound. */
  boundMobile: string | null;
  onBindMobile?: (() => void) | undefined;
  actions?: BankCardActions | undefined;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const rules = actions?.rules ?? defaultBindCardRules;
  const atLimit = !canAddCard(Math.max(savedCardCount, cards.length), rules);
  // A code is asked for but cannot be sent: nothing to send it to.
  const codeUnavailable = rules.needsSmsCode && (boundMobile === null || !actions?.onSendCode);

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.subTitle}>
        {t('withdraw.cards.title')}
      </Heading>
      {cards.length === 0 ? <p className={styles.hint}>{t('withdraw.cards.none')}</p> : null}
      {cards.length > 0 ? (
        <ul className={styles.cards} aria-labelledby={headingId}>
          {cards.map((card) => (
            <li key={card.id} className={styles.card}>
              <div className={styles.cardText}>
                <span className={styles.cardName}>
                  {card.bankName} {card.accountNumber}
                </span>
                <span className={styles.hint}>
                  {card.accountName} ·{' '}
                  {t(card.cardType === 'EW' ? 'withdraw.cards.eWallet' : 'withdraw.cards.bankCard')}
                </span>
              </div>
              {actions && removing !== card.id ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('withdraw.cards.removeOne', { card: `${card.bankName} ${card.accountNumber}` })}
                  onClick={() => {
                    setRemoving(card.id);
                    setOutcome(null);
                  }}
                >
                  {t('withdraw.cards.remove')}
                </Button>
              ) : null}
              {actions && removing === card.id ? (
                <RemoveCard
                  card={card}
                  askPassword={hasPaymentPassword}
                  onRemove={actions.onRemove}
                  onCancel={() => setRemoving(null)}
                  onDone={() => {
                    setRemoving(null);
                    setOutcome({ ok: true, text: t('withdraw.cards.removed', { bank: card.bankName }) });
                  }}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {actions && atLimit ? (
        <p className={styles.hint} role="note">
          {t('withdraw.cards.limitReached', { count: rules.maxCards ?? savedCardCount })}
        </p>
      ) : null}
      {actions && !atLimit && codeUnavailable ? (
        <div className={`${styles.warning} ${styles.warningStack}`} role="note">
          <p className={styles.outcomeLine}>{t('withdraw.cards.needsMobile')}</p>
          {onBindMobile ? (
            <div>
              <Button type="button" size="sm" variant="secondary" onClick={onBindMobile}>
                {t('security.contact.mobile.bindAction')}
              </Button>
            </div>
          ) : null}
        </div>
      ) : null}
      {actions && !adding && !atLimit && !codeUnavailable ? (
        <div>
          <Button
            variant="secondary"
            onClick={() => {
              setAdding(true);
              setOutcome(null);
            }}
          >
            {t('withdraw.cards.add')}
          </Button>
        </div>
      ) : null}
      {actions && adding && !atLimit && !codeUnavailable ? (
        <BindCardForm
          banks={actions.banks}
          askPassword={hasPaymentPassword}
          rules={rules}
          boundMobile={boundMobile}
          onSendCode={actions.onSendCode}
          onBind={actions.onBind}
          onCancel={() => setAdding(false)}
          onDone={() => {
            setAdding(false);
            setOutcome({ ok: true, text: t('withdraw.cards.bound') });
          }}
        />
      ) : null}
      {actions ? null : <p className={styles.hint}>{t('withdraw.cards.managedByService')}</p>}
      <div role="status">{outcome?.ok ? <p className={styles.success}>{outcome.text}</p> : null}</div>
    </section>
  );
}
