import type { SmsCodeResult } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { useCallback, useRef, useState } from 'react';
import { alerts } from '../../app/alerts';
import { errorText } from './errors';

/** An SMS request at most once a second. */
export const smsThrottleMs = 1000;
/** The resend wait when the platform names no validity. */
export const defaultSmsWaitSeconds = 60;

/** Which SMS: login and reset by phone share the no-login code; registration has its own. */
export type SmsPurpose = 'login' | 'register' | 'forgot';

/**
 * Seconds before "get code" is offered again: the code's validity
 * (`expiredMinutes` × 60) for login, 60 s for registration, and for the
 * password reset the validity with a default of one minute.
 */
export function smsWaitSeconds(purpose: SmsPurpose, expiredMinutes: number | undefined): number {
  const minutes = expiredMinutes !== undefined && expiredMinutes > 0 ? expiredMinutes : undefined;
  switch (purpose) {
    case 'login':
      return minutes === undefined ? defaultSmsWaitSeconds : minutes * 60;
    case 'forgot':
      return (minutes ?? 1) * 60;
    case 'register':
      return defaultSmsWaitSeconds;
  }
}

/** A mobile number when the server gives no rule (digits, 6 to 15). */
export function isMobileNumber(value: string): boolean {
  return /^[0-9]{6,15}$/.test(value.trim());
}

export interface SmsMobile {
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsCodeState {
  /** When the resend wait ends (epoch ms), or null when "get code" is ready. */
  endsAt: number | null;
  status: 'idle' | 'sending';
  /** Validates the number, throttles, sends, and starts the countdown; a failure shows the warning popup. */
  request: (mobile: SmsMobile) => Promise<void>;
  /** The countdown reached zero: the button is ready again. */
  onCountdownEnd: () => void;
}

/**
 * One "get code" button (docs/product.md#sms-codes). `send`
 * is the platform call for the purpose; `now` is injectable for tests.
 */
export function useSmsCode(
  purpose: SmsPurpose,
  send: (mobile: SmsMobile) => Promise<SmsCodeResult>,
  now: () => number = Date.now,
): SmsCodeState {
  const { t } = useTranslation();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const [status, setStatus] = useState<'idle' | 'sending'>('idle');
  const lastRequest = useRef(Number.NEGATIVE_INFINITY);
  const busy = useRef(false);

  const request = useCallback(
    async (mobile: SmsMobile) => {
      const mobileNum = mobile.mobileNum.trim();
      if (!isMobileNumber(mobileNum)) return;
      const at = now();
      if (busy.current || at - lastRequest.current < smsThrottleMs) return;
      lastRequest.current = at;
      busy.current = true;
      setStatus('sending');
      try {
        const result = await send({ mobileNum, countryDialingCode: mobile.countryDialingCode.trim() });
        setEndsAt(now() + smsWaitSeconds(purpose, result.expiredMinutes) * 1000);
      } catch (error) {
        alerts.show({ tone: 'warning', message: errorText(error, t) });
      } finally {
        busy.current = false;
        setStatus('idle');
      }
    },
    [now, purpose, send, t],
  );

  const onCountdownEnd = useCallback(() => setEndsAt(null), []);
  return { endsAt, status, request, onCountdownEnd };
}
