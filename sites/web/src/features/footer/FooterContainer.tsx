import { useHelpCenter } from '@lobby/api';
import { Footer } from '@lobby/ui';
import { useMemo } from 'react';
import { brand } from '../../brands';
import { helpItemsOf } from '../help/helpItems';
import { useShellCategories } from '../shell/useShellData';

/** The footer (spec §2): help accordion from the help center, providers from the vendor list. */
export default function FooterContainer() {
  const help = useHelpCenter();
  const { categories } = useShellCategories();
  const helpItems = useMemo(() => (help.data ? helpItemsOf(help.data) : []), [help.data]);
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
  return (
    <Footer
      siteLabel={brand.siteLabel}
      copyrightYear={2025}
      paymentMethods={brand.paymentMethods}
      licences={brand.licences}
      providers={providers}
      helpItems={helpItems}
      helpStatus={help.data ? 'ready' : help.error ? 'error' : 'loading'}
      onRetryHelp={() => void help.mutate()}
    />
  );
}
