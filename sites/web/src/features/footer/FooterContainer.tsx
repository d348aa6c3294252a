import { useHelpCenter } from '@lobby/api/hooks';
import { Footer } from '@lobby/ui';
import { useDeferredValue, useMemo } from 'react';
import { brand } from '../../brands';
import { helpItemsOf } from '../help/helpItems';
import { useShellCategories } from '../shell/useShellData';

/** The footer (spec §2): help accordion from the help center, providers from the vendor list. */
export default function FooterContainer() {
  const help = useHelpCenter();
  // Answers arrive through the data cache, whose updates render at once; the
  // footer takes them in a transition, and keeps its element while they wait.
  const helpData = useDeferredValue(help.data);
  const helpFailed = useDeferredValue(help.error !== undefined);
  const categories = useDeferredValue(useShellCategories().categories);
  const helpItems = useMemo(() => (helpData ? helpItemsOf(helpData) : []), [helpData]);
  const providers = useMemo(() => {
    const seen = new Map<string, { name: string; logoUrl?: string }>();
    for (const category of categories) {
      for (const vendor of category.vendors) {
        if (!seen.has(vendor.vassalage)) {
          seen.set(vendor.vassalage, {
            name: vendor.displayName,
            ...(vendor.smallIcon ? { logoUrl: vendor.smallIcon } : {}),
          });
        }
      }
    }
    return [...seen.values()];
  }, [categories]);
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
        helpStatus={helpData ? 'ready' : helpFailed ? 'error' : 'loading'}
        onRetryHelp={() => void retryHelp()}
      />
    ),
    [providers, helpItems, helpData, helpFailed, retryHelp],
  );
}
