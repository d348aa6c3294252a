import { useTranslation } from '@lobby/i18n';
import { RefreshCw } from 'lucide-react';
import { useRef } from 'react';
import { Image } from '../../../primitives/Image/Image';
import { Spinner } from '../../../primitives/Spinner/Spinner';
import { TextField } from '../../../primitives/TextField/TextField';
import { useClock } from '../../../scheduling/clock';
import type { CaptchaImage } from '../types';
import * as styles from './parts.css';
import type { TextBinding } from './useAccountForm';

/** The captcha image is fetched again at most once a second. */
export const CAPTCHA_REFRESH_MS = 1000;

export interface CaptchaFieldProps {
  captcha: CaptchaImage;
  field: TextBinding;
  required?: boolean;
  /** Digits only (rule pattern 2): brings up the number pad. */
  numeric?: boolean;
  /** Longest answer the input takes. */
  maxLength?: number;
}

/** The captcha text input with its image beside it; pressing the image fetches a new one. */
export function CaptchaField({ captcha, field, required = true, numeric = false, maxLength = 255 }: CaptchaFieldProps) {
  const { t } = useTranslation();
  const clock = useClock();
  const lastRefresh = useRef(Number.NEGATIVE_INFINITY);
  // A refresh replaces an image already used up: it spins like the first load.
  const loading =
    captcha.status === 'loading' ||
    captcha.status === 'refreshing' ||
    (captcha.src === null && captcha.status !== 'error');
  const failed = captcha.status === 'error';

  const refresh = () => {
    const now = clock.now();
    if (loading || now - lastRefresh.current < CAPTCHA_REFRESH_MS) return;
    lastRefresh.current = now;
    captcha.onRefresh();
  };

  return (
    <div className={styles.captchaRow}>
      <TextField
        {...field}
        label={t('accounts.fields.captcha')}
        hint={t('accounts.hints.captcha')}
        required={required}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        inputMode={numeric ? 'numeric' : undefined}
        maxLength={maxLength}
        fullWidth
      />
      <button
        type="button"
        className={styles.captchaButton}
        onClick={refresh}
        aria-disabled={loading || undefined}
        aria-label={
          loading
            ? t('accounts.captcha.loading')
            : failed
              ? t('accounts.captcha.failed')
              : t('accounts.captcha.refresh')
        }
        title={failed ? t('accounts.captcha.failed') : t('accounts.captcha.refresh')}
      >
        <span className={styles.captchaFrame}>
          {loading ? (
            <Spinner size="sm" label={null} />
          ) : (
            <Image src={failed ? null : captcha.src} alt="" fill fit="contain" radius="none" lazy={false} />
          )}
        </span>
        <span className={styles.captchaRefreshIcon} aria-hidden>
          <RefreshCw />
        </span>
      </button>
    </div>
  );
}
