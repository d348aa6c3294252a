import { useAnnouncements } from '@lobby/api/hooks';
import { currentLanguage, loadMessageArea, useTranslation } from '@lobby/i18n';
import { HomeLobby } from '@lobby/ui';
import { homeBannersOf, homeCategoriesOf, statusOf } from '@lobby/view-models';
import { useDeferredValue, useMemo, useState } from 'react';
import { i18n } from '../app/i18n';
import { useSession } from '../app/session';
import { lazyShellPart } from '../app/shellParts';
import { splashLeadBanner } from '../app/startup/startupAnswers';
import { NearViewportPart } from '../app/WhenNearViewport';
import { useShellActions } from '../features/shell/useShellActions';
import { useShellCategories, useSiteFlags } from '../features/shell/useShellData';

// Below the categories and outside the first route's budget: hot games and the winner board load
// as the page nears them, their code and their messages together, so their render never waits.
const loadHighlights = () =>
  Promise.all([import('../features/home/HomeHighlights'), loadMessageArea(i18n, 'play', currentLanguage(i18n))]).then(
    ([module]) => module,
  );
const HighlightsPart = lazyShellPart('HomeHighlights', loadHighlights);

/** /index: banners, the categories that have vendors, and a call to join for visitors. */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const onAction = useShellActions();
  // Answers arrive through the data cache, whose updates render at once; the
  // page takes them in a transition, and keeps its element while they wait.
  const directRegistration = useDeferredValue(useSiteFlags().directRegistration);
  const shellCategories = useShellCategories();
  const categories = useDeferredValue(shellCategories.categories);
  const categoriesStatus = useDeferredValue(shellCategories.status);
  const retryCategories = shellCategories.retry;
  const announcements = useAnnouncements(['B']);
  const bannerData = useDeferredValue(announcements.data);
  const bannersStatus = useDeferredValue(statusOf(announcements));
  const banners = useMemo(() => homeBannersOf(bannerData, t), [bannerData, t]);
  // The splash may already show the lead banner: it stays while the banners' answer is read.
  const [leadArt] = useState(() => splashLeadBanner() ?? undefined);
  const categoryCards = useMemo(() => homeCategoriesOf(categories), [categories]);
  return useMemo(
    () => (
      <HomeLobby
        banners={banners}
        bannersStatus={bannersStatus}
        leadArt={leadArt}
        categories={categoryCards}
        categoriesStatus={categoriesStatus}
        onRetryCategories={retryCategories}
        loggedIn={session.isLoggedIn}
        showRegister={directRegistration}
        onAction={onAction}
      >
        <NearViewportPart part={HighlightsPart} minHeight={320} prefetch={loadHighlights} />
      </HomeLobby>
    ),
    [
      banners,
      bannersStatus,
      leadArt,
      categoryCards,
      categoriesStatus,
      retryCategories,
      session.isLoggedIn,
      directRegistration,
      onAction,
    ],
  );
}
