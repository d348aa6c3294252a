import { useAvailablePromotions } from '@lobby/api/hooks';
import { NavMenu } from '@lobby/ui';
import { navCategoriesOf, type VendorSelection } from '@lobby/view-models';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useSession } from '../../app/session';
import { type LaunchMode, launchTargetOf, vendorLaunchTargetOf } from '../games/launchDispatch';
import { useGameLauncher } from '../games/useGameLauncher';
import { useShellActions } from '../shell/useShellActions';
import { useShellCategories } from '../shell/useShellData';
import { useVendorGames } from './useVendorGames';

/**
 * The header navigation: categories from the vendor list with their
 * vendors and, for game categories, the focused vendor's games paged 21 then
 * 18; rewards with the available-promotions count; the VIP rank label.
 */
export default function NavMenuContainer({ rankLabel }: { rankLabel: string | null }) {
  const location = useLocation();
  const session = useSession();
  const { categories } = useShellCategories();
  const navCategories = useMemo(() => navCategoriesOf(categories), [categories]);
  const { data: promotions } = useAvailablePromotions({ enabled: session.isLoggedIn });
  const onAction = useShellActions();
  const launch = useGameLauncher();
  const [selection, setSelection] = useState<VendorSelection | null>(null);
  const { vendorGames, gameById, setPage, retry } = useVendorGames(selection);

  const play = (id: string, mode: LaunchMode) => {
    const game = gameById.get(id);
    if (game) void launch(launchTargetOf(game), mode);
  };

  return (
    <NavMenu
      categories={navCategories}
      currentHref={location.pathname}
      loggedIn={session.isLoggedIn}
      rewardsCount={session.isLoggedIn ? (promotions?.length ?? 0) : 0}
      rankLabel={rankLabel}
      vendorGames={vendorGames}
      onVendorFocus={(categoryId, vendorId) => setSelection({ categoryId, vendorId })}
      onGamesPageChange={setPage}
      onGamesRetry={retry}
      onLaunchVendor={(categoryId, vendorId) => {
        const vendor = categories
          .find((category) => category.id === categoryId)
          ?.vendors.find((card) => card.vassalage === vendorId);
        // Lottery vendors reach their product's page, sports books launch: the launch rules decide.
        void launch(vendor ? vendorLaunchTargetOf(categoryId, vendor) : { vassalage: vendorId, name: vendorId });
      }}
      onPlay={(game) => play(game.id, 'play')}
      onFreeTrial={(game) => play(game.id, 'trial')}
      onAction={onAction}
    />
  );
}
