import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import type { PaymentPasswordChange, SecurityResult } from '../security';
import * as styles from './SecurityCentre.css';

/** Six digits: what withdrawals ask for. */
const paymentPasswordPattern = /^\d{6}$/;

/** Setting the payment password, or changing it with the current one. */
export function PaymentPasswordForm({
  hasPassword,
  onSave,
  onDone,
  onCancel,
}: {
  hasPassword: boolean;
  onSave: (change: PaymentPasswordChange) => Promise<SecurityResult>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (hasPassword && !current) return setError(t('security.payment.currentRequired'));
    if (!paymentPasswordPattern.test(next)) return setError(t('security.payment.rule'));
    if (next !== confirm) return setError(t('security.payment.mismatch'));
    setBusy(true);
    const result = await onSave({ ...(hasPassword ? { current } : {}), next, confirm });
    setBusy(false);
    if (result.ok) onDone();
    else setError(result.error);
  };

  return (
    <form
      className={styles.form}
      aria-label={t(hasPassword ? 'security.payment.change' : 'security.payment.set')}
      onSubmit={submit}
      noValidate
    >
      {hasPassword ? (
        <TextField
          id={`${formId}-current`}
          type="password"
          inputMode="numeric"
          autoComplete="current-password"
          label={t('security.payment.current')}
          value={current}
          onValueChange={setCurrent}
          fullWidth
        />
      ) : null}
      <TextField
        id={`${formId}-next`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        label={t('security.payment.next')}
        hint={t('security.payment.rule')}
        value={next}
        onValueChange={setNext}
        fullWidth
      />
      <TextField
        id={`${formId}-confirm`}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        label={t('security.payment.confirm')}
        value={confirm}
        onValueChange={setConfirm}
        fullWidth
      />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        <Button type="submit" size="sm" loading={busy}>
          {t('security.save')}
        </Button>
      </div>
    </form>
  );
}
