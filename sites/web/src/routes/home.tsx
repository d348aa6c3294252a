import { useAnnouncements } from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { HomeLobby } from '@lobby/ui';
import { useDeferredValue, useMemo } from 'react';
import { useSession } from '../app/session';
import { safeImageUrl, safeNavigationUrl } from '../features/shell/safeUrls';
import { useShellActions } from '../features/shell/useShellActions';
import { useShellCategories, useSiteFlags } from '../features/shell/useShellData';

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
  const categoriesLoading = useDeferredValue(shellCategories.loading);
  const announcements = useAnnouncements(['B']);
  const bannerData = useDeferredValue(announcements.data);
  const bannersFailed = useDeferredValue(announcements.error !== undefined);
  const banners = useMemo(
    () =>
      (bannerData?.banners ?? [])
        .filter((banner) => banner.groupName === 'w_home')
        .flatMap((banner, index) => {
          const src = safeImageUrl(banner.url);
          const href = safeNavigationUrl(banner.link ?? undefined);
          const label = banner.title ?? t('pages.home.banners');
          return src ? [{ id: `${index}`, label, image: { src, alt: '' }, ...(href ? { href } : {}) }] : [];
        }),
    [bannerData, t],
  );
  const categoryCards = useMemo(
    () =>
      categories.map((category) => ({
        id: category.id,
        label: category.label,
        href: category.href,
        vendorCount: category.vendors.length,
      })),
    [categories],
  );
  return useMemo(
    () => (
      <HomeLobby
        banners={banners}
        bannersStatus={bannerData ? 'ready' : bannersFailed ? 'error' : 'loading'}
        categories={categoryCards}
        categoriesStatus={categoriesLoading ? 'loading' : 'ready'}
        loggedIn={session.isLoggedIn}
        showRegister={directRegistration}
        onAction={onAction}
      />
    ),
    [
      banners,
      bannerData,
      bannersFailed,
      categoryCards,
      categoriesLoading,
      session.isLoggedIn,
      directRegistration,
      onAction,
    ],
  );
}
