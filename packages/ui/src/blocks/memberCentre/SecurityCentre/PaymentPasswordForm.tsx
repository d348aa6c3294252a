import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import { newPaymentPasswordProblem, type PaymentPasswordChange, type SecurityResult } from '../security';
import * as styles from './SecurityCentre.css';

/** Setting the payment password, or changing it with the current one (or, forgotten, resetting it). */
export function PaymentPasswordForm({
  hasPassword,
  onSave,
  onDone,
  onCancel,
  onForgot,
}: {
  hasPassword: boolean;
  onSave: (change: PaymentPasswordChange) => Promise<SecurityResult>;
  onDone: () => void;
  onCancel: () => void;
  /** Opens the reset of a forgotten password; offered while changing one. */
  onForgot?: (() => void) | undefined;
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
    const problem = newPaymentPasswordProblem(next, confirm);
    if (problem) return setError(t(`security.payment.${problem}`));
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
      {hasPassword && onForgot ? (
        <div>
          <Button type="button" variant="ghost" size="sm" onClick={onForgot}>
            {t('security.payment.forgot')}
          </Button>
        </div>
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
