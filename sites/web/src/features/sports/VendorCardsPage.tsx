import { useGameVendors } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { VendorCards } from '@lobby/ui';
import { categoriesOf, statusOf, vendorCardsOf } from '@lobby/view-models';
import { useMemo, useState } from 'react';
import { brand } from '../../brands';
import { vendorLaunchTargetOf } from '../games/launchDispatch';
import { useGameLauncher } from '../games/useGameLauncher';
import WinnerBoardContainer from '../winners/WinnerBoardContainer';

export interface VendorCardsPageProps {
  /** The header's category the page lists: sportsbooks, e-sports books, or the lottery books. */
  categoryId: 'SPORTS' | 'ESPORTS' | 'LOTTERY';
  title: string;
}

/**
 * A page of vendor cards that start straight away: a sportsbook or an
 * e-sports book launches (a visitor logs in first), a lottery book opens
 * its lottery page. E-sports books are the brand's list, split from SPORTS.
 */
export function VendorCardsPage({ categoryId, title }: VendorCardsPageProps) {
  useMessageArea('play');
  const { t } = useTranslation();
  const vendors = useGameVendors();
  const launch = useGameLauncher();
  const [launching, setLaunching] = useState<string | null>(null);
  const category = useMemo(
    () => categoriesOf(vendors.data, brand.esportsVendors).find((candidate) => candidate.id === categoryId),
    [categoryId, vendors.data],
  );
  const cards = useMemo(
    () => vendorCardsOf(category?.vendors ?? [], categoryId === 'LOTTERY' ? t : undefined),
    [category, categoryId, t],
  );
  return (
    <VendorCards
      title={title}
      status={statusOf(vendors)}
      vendors={cards}
      launching={launching}
      emptyText={t(categoryId === 'ESPORTS' ? 'sports.emptyEsports' : 'sports.empty')}
      onRetry={() => void vendors.mutate()}
      onPlay={(card) => {
        const vendor = category?.vendors.find((candidate) => candidate.vassalage === card.id);
        if (!vendor) return;
        setLaunching(card.id);
        void launch(vendorLaunchTargetOf(categoryId, vendor)).finally(() => setLaunching(null));
      }}
      aside={<WinnerBoardContainer />}
    />
  );
}
