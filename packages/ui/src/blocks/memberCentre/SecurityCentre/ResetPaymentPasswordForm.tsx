import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import { isCodeShaped, newPaymentPasswordProblem, type PaymentPasswordReset } from '../security';
import { CodeField } from './CodeField';
import * as styles from './SecurityCentre.css';

/**
 * A forgotten payment password: a one-time code to the bound phone (else the
 * bound e-mail) proves who the player is, then the new password is typed
 * twice. Without either bound, the player is told to bind a number first.
 * Focus moves into the form when it opens; what was typed stays after a failure.
 */
export function ResetPaymentPasswordForm({
  reset,
  onDone,
  onCancel,
}: {
  reset: PaymentPasswordReset;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  useEffect(() => {
    formRef.current?.focus();
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const codeProblem = isCodeShaped(code) ? null : t('security.contact.codeInvalid');
    const passwordProblem = newPaymentPasswordProblem(next, confirm);
    setCodeError(codeProblem);
    setError(passwordProblem ? t(`security.payment.${passwordProblem}`) : null);
    if (codeProblem || passwordProblem) return;
    inFlight.current = true;
    setBusy(true);
    const result = await reset.onReset({ code: code.trim(), next, confirm });
    inFlight.current = false;
    setBusy(false);
    if (result.ok) onDone();
    else setError(result.error);
  };

  return (
    <form
      ref={formRef}
      tabIndex={-1}
      className={styles.form}
      aria-label={t('security.payment.reset')}
      onSubmit={submit}
      noValidate
    >
      {reset.target === null ? (
        <p className={styles.hint} role="note">
          {t('security.payment.resetNeedsContact')}
        </p>
      ) : (
        <>
          <CodeField
            id={`${formId}-code`}
            target={reset.target}
            onSend={reset.onSendCode}
            code={code}
            onCodeChange={(value) => {
              setCode(value);
              setCodeError(null);
            }}
            error={codeError}
            disabled={busy}
          />
          <TextField
            id={`${formId}-next`}
            type="password"
            inputMode="numeric"
            autoComplete="new-password"
            label={t('security.payment.next')}
            hint={t('security.payment.rule')}
            value={next}
            onValueChange={setNext}
            readOnly={busy}
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
            readOnly={busy}
            fullWidth
          />
        </>
      )}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <div className={styles.formActions}>
        <Button type="button" variant="secondary" size="sm" onClick={onCancel} disabled={busy}>
          {t('security.cancel')}
        </Button>
        {reset.target === null ? (
          reset.onBindMobile ? (
            <Button type="button" size="sm" onClick={reset.onBindMobile}>
              {t('security.contact.mobile.bindAction')}
            </Button>
          ) : null
        ) : (
          <Button type="submit" size="sm" loading={busy}>
            {t('security.payment.resetSubmit')}
          </Button>
        )}
      </div>
    </form>
  );
}
