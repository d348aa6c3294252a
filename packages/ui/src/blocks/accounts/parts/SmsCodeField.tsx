import { useTranslation } from '@lobby/i18n';
import { useRef } from 'react';
import { CountdownButton } from '../../../primitives/CountdownButton/CountdownButton';
import { TextField } from '../../../primitives/TextField/TextField';
import { useClock } from '../../../scheduling/clock';
import { MAX_CODE_LENGTH } from '../validation';
import * as styles from './parts.css';
import type { TextBinding } from './useAccountForm';

/** SMS requests are throttled to one a second. */
export const SMS_THROTTLE_MS = 1000;

export interface SmsCodeFieldProps {
  field: TextBinding;
  /** When the resend wait ends (epoch ms); `null` when ready. */
  endsAt: number | null;
  sending: boolean;
  /**
   * Checks the mobile number and, when it is valid, asks for a code; returns
   * whether it asked. Valid requests go out at most once a second.
   */
  onRequest: () => boolean;
  onCountdownEnd?: (() => void) | undefined;
  required?: boolean;
  hint?: string;
}

/** The SMS code with its "Get code" button and resend countdown. */
export function SmsCodeField({
  field,
  endsAt,
  sending,
  onRequest,
  onCountdownEnd,
  required = true,
  hint,
}: SmsCodeFieldProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const request = () => {
    const now = clock.now();
    if (sending || now - lastRequest.current < SMS_THROTTLE_MS) return;
    if (onRequest()) lastRequest.current = now;
  };
  return (
    <TextField
      {...field}
      label={t('accounts.fields.verificationCode')}
      hint={hint}
      required={required}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={MAX_CODE_LENGTH}
      suffix={
        <CountdownButton
          endsAt={endsAt}
          onCountdownEnd={onCountdownEnd}
          loading={sending}
          size="sm"
          variant="secondary"
          className={styles.smsButton}
          onClick={request}
        >
          {t('accounts.fields.getCode')}
        </CountdownButton>
      }
      fullWidth
    />
  );
}
