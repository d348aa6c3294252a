import { isHumanSlide, type SliderResult, sliderMinDurationMs, sliderTokenOf } from '@lobby/api';
import { useSliderChallenge } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import type { SliderCaptchaProps } from '@lobby/ui';
import { useCallback, useMemo, useState } from 'react';
import { describeError } from './errors';

export interface SliderState {
  /** Props for the form's SliderCaptcha. */
  props: SliderCaptchaProps;
  /** The `sliderToken` of a verified slide, or null when the player has not slid yet. */
  token: () => string | null;
  /** After an attempt, passed or failed: back to the start with a fresh challenge. */
  reset: () => void;
  /** Shows why the form cannot be sent yet ("complete verification first"). */
  demand: () => void;
  /** The attempt was refused: a fresh challenge, with the reason under the slider. */
  refuse: (message: string) => void;
}

/**
 * The slider captcha of a form: a challenge from the platform,
 * the player's slide, and its reset after every attempt, since each attempt
 * uses the challenge up.
 */
export function useSlider(
  options: {
    enabled?: boolean;
    /** Called with the token as soon as a slide is accepted (a step that has no submit button of its own). */
    onVerified?: (token: string) => void;
  } = {},
): SliderState {
  const { t } = useTranslation();
  const { onVerified } = options;
  const {
    challenge,
    renew,
    error: challengeError,
  } = useSliderChallenge(options.enabled === undefined ? {} : { enabled: options.enabled });
  const [result, setResult] = useState<SliderResult | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const [message, setMessage] = useState<string | null>(null);

  const onVerify = useCallback(
    (slide: SliderResult) => {
      if (!challenge || slide.challengeId !== challenge.challengeId) return;
      if (!isHumanSlide(slide)) {
        // Not worth a round trip: the platform would refuse it. Let the player slide again.
        setMessage(t('accounts.flows.slideAgain'));
        setResetKey((key) => key + 1);
        return;
      }
      setMessage(null);
      setResult(slide);
      onVerified?.(sliderTokenOf(slide));
    },
    [challenge, onVerified, t],
  );

  const reset = useCallback(() => {
    setMessage(null);
    setResult(null);
    setResetKey((key) => key + 1);
    renew();
  }, [renew]);

  const demand = useCallback(() => setMessage(t('errors.verifyFirst')), [t]);

  const refuse = useCallback(
    (text: string) => {
      reset();
      setMessage(text);
    },
    [reset],
  );

  const token = useCallback(() => (result ? sliderTokenOf(result) : null), [result]);

  const error = message ?? (challengeError && !challenge ? describeError(challengeError, t) : null);
  const props = useMemo<SliderCaptchaProps>(
    () => ({
      challenge: challenge ? { id: challenge.challengeId } : null,
      onVerify,
      resetKey,
      minDurationMs: sliderMinDurationMs,
      status: result ? 'verified' : 'idle',
      ...(error ? { error } : {}),
      // Without a challenge the slider cannot be used: the player asks for one again.
      ...(challengeError && !challenge ? { onRetry: renew } : {}),
    }),
    [challenge, challengeError, error, onVerify, renew, resetKey, result],
  );
  return { props, token, reset, demand, refuse };
}
