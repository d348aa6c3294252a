import { useTranslation } from '@lobby/i18n';
import { useState } from 'react';
import { CountdownButton } from '../../../primitives/CountdownButton/CountdownButton';
import { TextField } from '../../../primitives/TextField/TextField';
import { useClock } from '../../../scheduling/clock';
import type { CodeTarget, SecurityResult } from '../security';
import * as styles from './SecurityCentre.css';

/** The platform refuses a second code to the same place within this time. */
const resendWaitMs = 60_000;

/**
 * A one-time code to a bound phone or e-mail: the button that sends it (then
 * waits before it can send again) and the field the code is typed into.
 */
export function CodeField({
  id,
  target,
  onSend,
  code,
  onCodeChange,
  error,
  disabled,
}: {
  id: string;
  target: CodeTarget;
  onSend: () => Promise<SecurityResult>;
  code: string;
  onCodeChange: (code: string) => void;
  error?: string | null | undefined;
  disabled?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const clock = useClock();
  const [resendAt, setResendAt] = useState<number | null>(null);
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);

  const send = async () => {
    if (sending) return;
    setSending(true);
    setSendError(null);
    const result = await onSend();
    setSending(false);
    if (result.ok) {
      setSent(true);
      setResendAt(clock.now() + resendWaitMs);
    } else setSendError(result.error);
  };

  return (
    <div className={styles.codeField}>
      <p className={styles.hint}>
        {t(sent ? 'security.code.sentTo' : `security.code.goesTo.${target.channel}`, { target: target.masked })}
      </p>
      <TextField
        id={id}
        label={t('security.contact.codeLabel')}
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onValueChange={onCodeChange}
        {...(error ? { error } : {})}
        readOnly={disabled === true}
        fullWidth
      />
      <CountdownButton
        type="button"
        variant="secondary"
        endsAt={resendAt}
        loading={sending}
        disabled={disabled === true}
        onClick={() => void send()}
        onCountdownEnd={() => setResendAt(null)}
      >
        {sent ? t('security.code.resend') : t('security.contact.sendCode')}
      </CountdownButton>
      {sendError ? (
        <p role="alert" className={styles.error}>
          {sendError}
        </p>
      ) : null}
    </div>
  );
}
