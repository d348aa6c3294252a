import { useRouters } from '@lobby/api/hooks';
import { currentLanguage, useMessageArea, useTranslation } from '@lobby/i18n';
import { RightBar } from '@lobby/ui';
import { appsOf } from '@lobby/view-models';
import { useMemo } from 'react';
import { brand } from '../../brands';
import { useCustomerService } from '../customerService/useCustomerService';

/** The right bar: customer service in its 440×750 popup, social links, app QR codes. */
export default function RightBarContainer() {
  useMessageArea('sideBars');
  const { i18n } = useTranslation();
  const { data: routers } = useRouters();
  const openCustomerService = useCustomerService('rightBar');
  const language = currentLanguage(i18n);
  const apps = useMemo(() => appsOf(routers?.resources, language), [routers, language]);
  return (
    <RightBar
      onCustomerService={() => void openCustomerService()}
      facebookUrl={brand.social.facebookUrl}
      email={brand.social.email}
      apps={apps}
      downloadHref="/down"
    />
  );
}
