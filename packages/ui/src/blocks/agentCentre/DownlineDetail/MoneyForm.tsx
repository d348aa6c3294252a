import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import type { ContractActionResult } from '../contracts';
import type { DownlineTransfer } from '../teamManagement';
import * as styles from './DownlineDetail.css';

export interface MoneyFormProps {
  /** To the downline with the login password, or back from it with the payment password. */
  direction: 'transfer' | 'collect';
  account: string;
  /** Heads the form; the dialog's title names it where the form is alone. */
  heading?: { level: 3 | 4 | 5; text: string };
  onSubmit: (transfer: DownlineTransfer) => Promise<ContractActionResult>;
  /** Called with the success text once the money moved. */
  onDone: (text: string) => void;
}

const words = {
  transfer: {
    password: 'agentCentre.team.password',
    passwordRequired: 'agentCentre.team.passwordRequired',
    autoComplete: 'current-password',
    submit: 'agentCentre.team.transfer',
    done: 'agentCentre.team.transferred',
  },
  collect: {
    password: 'agentCentre.team.collect.paymentPassword',
    passwordRequired: 'agentCentre.team.collect.paymentPasswordRequired',
    autoComplete: 'off',
    submit: 'agentCentre.team.collect.button',
    done: 'agentCentre.team.collect.collected',
  },
} as const;

/** An amount and a password: a transfer to a direct downline, or collecting money back from it. */
export function MoneyForm({ direction, account, heading, onSubmit, onDone }: MoneyFormProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const text = words[direction];
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; password?: string; form?: string }>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const value = Number(amount.trim().replaceAll(',', ''));
    const found = {
      ...(amount.trim() !== '' && Number.isFinite(value) && value > 0
        ? {}
        : { amount: t('agentCentre.team.amountInvalid') }),
      ...(password ? {} : { password: t(text.passwordRequired) }),
    };
    setErrors(found);
    if (found.amount || found.password) return;
    setSending(true);
    const result = await onSubmit({ amount: value, password });
    setSending(false);
    if (result.ok) {
      setAmount('');
      setPassword('');
      onDone(t(text.done, { account, amount: amount.trim() }));
    } else setErrors({ form: result.error });
  };

  const Heading = heading ? (`h${heading.level}` as const) : null;
  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      {...(heading ? { 'aria-labelledby': headingId } : {})}
    >
      {Heading && heading ? (
        <Heading id={headingId} className={styles.sectionTitle}>
          {heading.text}
        </Heading>
      ) : null}
      <TextField
        label={t('agentCentre.team.amount')}
        inputMode="decimal"
        value={amount}
        onValueChange={setAmount}
        error={errors.amount}
        required
        fullWidth
      />
      <TextField
        label={t(text.password)}
        type="password"
        autoComplete={text.autoComplete}
        value={password}
        onValueChange={setPassword}
        error={errors.password}
        required
        fullWidth
      />
      {errors.form ? (
        <p role="alert" className={styles.failure}>
          {errors.form}
        </p>
      ) : null}
      <Button type="submit" loading={sending}>
        {t(text.submit)}
      </Button>
    </form>
  );
}
