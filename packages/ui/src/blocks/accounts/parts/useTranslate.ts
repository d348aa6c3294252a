import { useTranslation } from '@lobby/i18n';
import { useCallback } from 'react';
import type { Translate } from '../validation';

/** The validators' `translate`: i18next's `t`, taking the keys they build at run time. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  // i18next types `t` by literal keys; the validators build keys such as `reg_pattern_${id}`.
  return useCallback(
    (key: string, options?: Record<string, unknown>) => String(t(key as never, options as never)),
    [t],
  );
}
