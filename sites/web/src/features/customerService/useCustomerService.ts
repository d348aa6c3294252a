import { isPlatformError, platformErrorText, rankLevelOf } from '@lobby/api';
import { useCustomerServiceUrl, useMemberInfo } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { useToast } from '@lobby/ui';
import { useCallback } from 'react';

/** The right bar's popup is 440×750; everywhere else 440×500. */
export const customerServiceWindow = {
  rightBar: { width: 440, height: 750 },
  default: { width: 440, height: 500 },
} as const;

/**
 * Opens customer service in a popup. The popup opens at once, on the
 * player's click, so browsers allow it; the service URL is then looked up and
 * decoded. Rank above 4 goes to the VIP channel. A failed lookup closes the
 * popup; a blocked popup is reported.
 */
export function useCustomerService(place: keyof typeof customerServiceWindow = 'default'): () => Promise<void> {
  const { t } = useTranslation();
  const toast = useToast();
  const { trigger } = useCustomerServiceUrl();
  const { data: member } = useMemberInfo();
  const vip = rankLevelOf(member) > 4;

  return useCallback(async () => {
    const { width, height } = customerServiceWindow[place];
    const popup = window.open('', 'lobby-customer-service', `popup,width=${width},height=${height}`);
    if (!popup) {
      toast.show({ tone: 'danger', title: t('errors.popupBlocked') });
      return;
    }
    try {
      // Same effect as noopener, but keeps our handle so the lookup can fill or close it.
      popup.opener = null;
      popup.document.title = t('site.customerService.title');
      popup.document.body.textContent = t('site.customerService.connecting');
    } catch {
      // A second click finds the window already on the service's page (another origin), which
      // neither its opener nor its document can be touched on; it is sent on below all the same.
    }
    try {
      const url = await trigger({ vip });
      popup.location.replace(url);
      popup.focus();
    } catch (error) {
      popup.close();
      toast.show({
        tone: 'danger',
        title: t('site.customerService.failed'),
        description: isPlatformError(error) ? platformErrorText(error, (key) => t(key)) : undefined,
      });
    }
  }, [place, t, toast, trigger, vip]);
}
