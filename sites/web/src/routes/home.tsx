import { useAnnouncements } from '@lobby/api';
import { useTranslation } from '@lobby/i18n';
import { HomeLobby } from '@lobby/ui';
import { useMemo } from 'react';
import { useSession } from '../app/session';
import { safeImageUrl, safeNavigationUrl } from '../features/shell/safeUrls';
import { useShellActions } from '../features/shell/useShellActions';
import { useShellCategories, useSiteFlags } from '../features/shell/useShellData';

/** /index: banners, the categories that have vendors, and a call to join for visitors. */
export default function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const flags = useSiteFlags();
  const onAction = useShellActions();
  const { categories, loading } = useShellCategories();
  const announcements = useAnnouncements(['B']);
  const banners = useMemo(
    () =>
      (announcements.data?.banners ?? [])
        .filter((banner) => banner.groupName === 'w_home')
        .flatMap((banner, index) => {
          const src = safeImageUrl(banner.url);
          const href = safeNavigationUrl(banner.link ?? undefined);
          const label = banner.title ?? t('pages.home.banners');
          return src ? [{ id: `${index}`, label, image: { src, alt: '' }, ...(href ? { href } : {}) }] : [];
        }),
    [announcements.data, t],
  );
  return (
    <HomeLobby
      banners={banners}
      bannersStatus={announcements.data ? 'ready' : announcements.error ? 'error' : 'loading'}
      categories={categories.map((category) => ({
        id: category.id,
        label: category.label,
        href: category.href,
        vendorCount: category.vendors.length,
      }))}
      categoriesStatus={loading ? 'loading' : 'ready'}
      loggedIn={session.isLoggedIn}
      showRegister={flags.directRegistration}
      onAction={onAction}
    />
  );
}
