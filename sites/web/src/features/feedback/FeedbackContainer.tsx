import { feedbackLimits, isPlatformError } from '@lobby/api';
import { useSendFeedback } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type FeedbackDraft, FeedbackForm, type FeedbackResult } from '@lobby/ui';
import { feedbackRequestOf } from '@lobby/view-models';
import { useCallback } from 'react';
import { errorText } from '../accounts/errors';

/** The feedback form, sent with or without an account (the call needs no token). */
export default function FeedbackContainer() {
  const { t } = useTranslation();
  const { trigger } = useSendFeedback();
  const send = useCallback(
    async (draft: FeedbackDraft): Promise<FeedbackResult> => {
      try {
        await trigger(await feedbackRequestOf(draft));
        return { ok: true };
      } catch (error) {
        // A picture that could not be read never reached the platform.
        return { ok: false, error: isPlatformError(error) ? errorText(error, t) : t('feedback.failed') };
      }
    },
    [t, trigger],
  );
  return <FeedbackForm limits={feedbackLimits} onSend={send} />;
}
