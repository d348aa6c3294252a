import type { Announcements } from '@lobby/api';
import type { CarouselSlide } from '@lobby/ui';
import { safeImageUrl, safeNavigationUrl } from './safeUrls';
import type { Translate } from './translate';

/**
 * The home page's banners: the `w_home` group of the announcements, in the
 * platform's order. A banner's title is its name (the link's accessible
 * name); without one it is called by the carousel's name. Art or links the
 * site does not accept are dropped (a banner without art is left out).
 */
export function homeBannersOf(
  announcements: Pick<Announcements, 'banners'> | undefined,
  t: Translate,
): CarouselSlide[] {
  return (announcements?.banners ?? [])
    .filter((banner) => banner.groupName === 'w_home')
    .flatMap((banner, index) => {
      const src = safeImageUrl(banner.url);
      if (!src) return [];
      const href = safeNavigationUrl(banner.link ?? undefined);
      const label = banner.title ?? t('pages.home.banners');
      return [{ id: `${index}`, label, image: { src, alt: '' }, ...(href ? { href } : {}) }];
    });
}
