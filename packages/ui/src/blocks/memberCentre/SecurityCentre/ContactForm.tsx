import { useTranslation } from '@lobby/i18n';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../primitives/Button/Button';
import { TextField } from '../../../primitives/TextField/TextField';
import type { ContactChannel, SecurityResult } from '../security';
import * as styles from './SecurityCentre.css';

export interface ContactBinding {
  /** Sends a code to the new number or address. */
  onSendCode: (channel: ContactChannel, target: string) => Promise<SecurityResult>;
  /** Checks the code and binds the number or address. */
  onConfirm: (channel: ContactChannel, target: string, code: string) => Promise<SecurityResult>;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const mobilePattern = /^\d{6,15}$/;

/** Binding a number or address in two steps: where the code goes, then the code. */
export function ContactForm({
  channel,
  binding,
  onDone,
  onCancel,
}: {
  channel: ContactChannel;
  binding: ContactBinding;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [target, setTarget] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const value = target.trim();
    const valid = channel === 'email' ? emailPattern.test(value) : mobilePattern.test(value.replace(/[\s-]/g, ''));
    if (!valid) {
      setError(t(`security.contact.${channel}.invalid`));
      return;
    }
    setBusy(true);
    const result = await binding.onSendCode(channel, channel === 'mobile' ? value.replace(/[\s-]/g, '') : value);
    setBusy(false);
    if (result.ok) {
      setSentTo(channel === 'mobile' ? value.replace(/[\s-]/g, '') : value);
      setError(null);
    } else setError(result.error);
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (sentTo === null) return;
    if (!/^\d{4,8}$/.test(code.trim())) {
      setError(t('security.contact.codeInvalid'));
      return;
    }
    setBusy(true);
    const result = await binding.onConfirm(channel, sentTo, code.trim());
    setBusy(false);
    if (result.ok) onDone();
    else setError(result.error);
  };

  return (
    <form
      className={styles.form}
      aria-label={t(`security.contact.${channel}.formLabel`)}
      onSubmit={sentTo === null ? send : confirm}
      noValidate
    >
      {sentTo === null ? (
        <TextField
          id={`${formId}-target`}
          label={t(`security.contact.${channel}.newLabel`)}
          type={channel === 'email' ? 'email' : 'tel'}
          inputMode={channel === 'email' ? 'email' : 'numeric'}
          autoComplete={channel === 'email' ? 'email' : 'tel-national'}
          value={target}
          onValueChange={setTarget}
          fullWidth
        />
      ) : (
        <>
          <p className={styles.hint}>{t('security.contact.sentTo', { target: sentTo })}</p>
          <TextField
            id={`${formId}-code`}
            label={t('security.contact.codeLabel')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            onValueChange={setCode}
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
        <Button type="button" variant="secondary" size="sm" onClick={onCancel}>
          {t('security.cancel')}
        </Button>
        {sentTo !== null ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setSentTo(null);
              setCode('');
              setError(null);
            }}
          >
            {t('security.contact.changeTarget')}
          </Button>
        ) : null}
        <Button type="submit" size="sm" loading={busy}>
          {sentTo === null ? t('security.contact.sendCode') : t('security.contact.confirm')}
        </Button>
      </div>
    </form>
  );
}
