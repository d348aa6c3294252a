import { useHelpCenter } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { Footer } from '@lobby/ui';
import { footerProvidersOf, helpItemsOf, statusOf } from '@lobby/view-models';
import { useDeferredValue, useMemo } from 'react';
import { brand } from '../../brands';
import { useShellCategories } from '../shell/useShellData';

/** The footer: the help accordion from the help center, the game providers from the vendor list. */
export default function FooterContainer() {
  useMessageArea('footer');
  const help = useHelpCenter();
  // Answers arrive through the data cache, whose updates render at once; the
  // footer takes them in a transition, and keeps its element while they wait.
  const helpData = useDeferredValue(help.data);
  const helpStatus = useDeferredValue(statusOf(help));
  const categories = useDeferredValue(useShellCategories().categories);
  const helpItems = useMemo(() => (helpData ? helpItemsOf(helpData) : []), [helpData]);
  const providers = useMemo(() => footerProvidersOf(categories), [categories]);
  const retryHelp = help.mutate;
  return useMemo(
    () => (
      <Footer
        siteLabel={brand.siteLabel}
        copyrightYear={2025}
        paymentMethods={brand.paymentMethods}
        licences={brand.licences}
        providers={providers}
        helpItems={helpItems}
        helpStatus={helpStatus}
        onRetryHelp={() => void retryHelp()}
      />
    ),
    [providers, helpItems, helpStatus, retryHelp],
  );
}
