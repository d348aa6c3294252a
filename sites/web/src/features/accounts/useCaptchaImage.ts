import { captchaRefreshIntervalMs, type useCaptcha } from '@lobby/api/hooks';
import type { CaptchaImage } from '@lobby/ui';
import { statusOf } from '@lobby/view-models';
import { useCallback, useEffect, useMemo, useRef } from 'react';

export interface CaptchaImageState {
  image: CaptchaImage;
  /**
   * A new image after an attempt used the shown one up. The platform allows
   * one refresh a second: a renewal inside that second waits for it.
   */
  renew: () => void;
}

/** The captcha image as the views take it, from `useCaptcha` of @lobby/api. */
export function useCaptchaImage(captcha: ReturnType<typeof useCaptcha>): CaptchaImageState {
  const { src, refresh, error, isLoading } = captcha;
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (pending.current) clearTimeout(pending.current);
    },
    [],
  );
  const renew = useCallback(() => {
    if (pending.current) return;
    if (refresh()) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      refresh();
    }, captchaRefreshIntervalMs);
  }, [refresh]);
  const image = useMemo<CaptchaImage>(
    () => ({
      src: src ?? null,
      onRefresh: () => void refresh(),
      // `isLoading`: an image for the latest request is on its way (a used one stays as `src`), and a
      // new attempt replaces an old failure: both spin.
      status: statusOf({ data: src, error: isLoading ? undefined : error, isValidating: isLoading }),
    }),
    [error, isLoading, refresh, src],
  );
  return { image, renew };
}
