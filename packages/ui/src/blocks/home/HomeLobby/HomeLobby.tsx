import { useTranslation } from '@lobby/i18n';
import { lazy, type ReactNode, type Ref, Suspense, useEffect, useState } from 'react';
import { AsyncRegion } from '../../../primitives/AsyncRegion/AsyncRegion';
import { type AsyncStatus, hasContent } from '../../../primitives/AsyncRegion/asyncStatus';
import { Button } from '../../../primitives/Button/Button';
import { CarouselStill, defaultCarouselInterval } from '../../../primitives/Carousel/CarouselStill';
import type { CarouselSlide } from '../../../primitives/Carousel/slides';
import { EmptyState } from '../../../primitives/EmptyState/EmptyState';
import { Link } from '../../../primitives/Link/Link';
import { Skeleton } from '../../../primitives/Skeleton/Skeleton';
import { VisuallyHidden } from '../../../primitives/VisuallyHidden/VisuallyHidden';
import { useClock } from '../../../scheduling/clock';
import { categoryIcon } from '../../layout/SideMenu/categoryIcon';
import type { ShellAction } from '../../shell/actions';
import * as styles from './HomeLobby.css';

// The carousel engine is not in the page's first script: the lead banner shows
// as a still. The engine is fetched once that art has painted and the browser
// is idle, and starts (it measures every slide) only when the carousel is
// needed: when the player reaches for it, or when autoplay's first step is due.
const loadCarousel = () => import('../../../primitives/Carousel/Carousel');
const Carousel = lazy(() => loadCarousel().then(({ Carousel }) => ({ default: Carousel })));

export interface HomeCategory {
  id: string;
  label: string;
  href: string;
  vendorCount: number;
}

export interface HomeLobbyProps {
  banners: readonly CarouselSlide[];
  /** Placeholder art while `loading`; nothing when the banners failed or there are none. */
  bannersStatus: AsyncStatus;
  /**
   * While the banners load: the lead banner's image the page already shows
   * (the site's splash paints it before the app), kept in the banner's place
   * instead of the placeholder, so it neither flashes nor moves.
   */
  leadArt?: string;
  categories: readonly HomeCategory[];
  categoriesStatus: AsyncStatus;
  onRetryCategories?: () => void;
  /** Visitors see the join call ("register, play, win"). */
  loggedIn: boolean;
  showRegister?: boolean;
  onAction: (action: ShellAction) => void;
  /** Regions under the categories (the winner board), which the host may load lazily. */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The home page (/index): the merchant's banners, the game categories that
 * have vendors, and for visitors a call to join.
 */
export function HomeLobby({
  banners,
  bannersStatus,
  leadArt,
  categories,
  categoriesStatus,
  onRetryCategories,
  loggedIn,
  showRegister = false,
  onAction,
  children,
  ref,
}: HomeLobbyProps) {
  const { t } = useTranslation();
  // 'step': the still has shown the lead banner for an autoplay interval;
  // 'engaged': the player reached for the banner first.
  const [carouselWanted, setCarouselWanted] = useState<false | 'step' | 'engaged'>(false);
  const bannerLabel = t('pages.home.banners');
  const stillShown = hasContent(bannersStatus) && banners.length > 0 && !carouselWanted;
  const clock = useClock();
  useEffect(() => {
    if (!stillShown) return;
    return clock.after(defaultCarouselInterval, () => setCarouselWanted('step'));
  }, [stillShown, clock]);
  const still = (
    <CarouselStill
      slides={banners}
      label={bannerLabel}
      onReady={() => void loadCarousel().catch(() => undefined)}
      onEngage={carouselWanted ? undefined : () => setCarouselWanted('engaged')}
    />
  );
  return (
    <div ref={ref} className={styles.root}>
      <VisuallyHidden asChild>
        <h1>{t('pages.home.title')}</h1>
      </VisuallyHidden>
      {bannersStatus === 'loading' ? (
        <BannerSkeleton art={leadArt} />
      ) : banners.length > 0 ? (
        carouselWanted ? (
          <Suspense fallback={still}>
            <Carousel
              slides={banners}
              autoplay
              loop
              label={bannerLabel}
              firstStepIn={carouselWanted === 'step' ? 0 : undefined}
            />
          </Suspense>
        ) : (
          still
        )
      ) : null}

      {loggedIn ? null : (
        <section className={styles.join} aria-labelledby="home-join">
          <div className={styles.joinText}>
            <h2 id="home-join" className={styles.joinTitle}>
              {t('pages.home.joinTitle')}
            </h2>
            <p className={styles.joinLead}>{t('pages.home.joinLead')}</p>
          </div>
          <Button onClick={() => onAction(showRegister ? 'register' : 'login')}>
            {showRegister ? t('pages.home.register') : t('pages.home.login')}
          </Button>
        </section>
      )}

      <section className={styles.section} aria-labelledby="home-categories">
        <h2 id="home-categories" className={styles.heading}>
          {t('pages.home.categories')}
        </h2>
        <AsyncRegion
          status={categoriesStatus}
          onRetry={onRetryCategories}
          skeleton={
            <ul className={styles.categories} aria-hidden>
              {Array.from({ length: 7 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
                <li key={index}>
                  <Skeleton width="100%" height="112px" radius="card" />
                </li>
              ))}
            </ul>
          }
          empty={categories.length === 0}
          emptyState={<EmptyState size="compact" />}
        >
          <ul className={styles.categories}>
            {categories.map((category) => {
              const Icon = categoryIcon(undefined, category.id);
              return (
                <li key={category.id}>
                  <Link href={category.href} className={styles.category}>
                    <Icon aria-hidden className={styles.categoryIcon} />
                    <span className={styles.categoryName}>{category.label}</span>
                    <span className={styles.vendorCount}>
                      {t('pages.home.providers', { count: category.vendorCount })}
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </AsyncRegion>
      </section>
      {children}
    </div>
  );
}

function BannerSkeleton({ art }: { art: string | undefined }) {
  return (
    <div className={styles.bannerSkeleton}>
      {art ? (
        <img className={styles.leadArt} src={art} alt="" fetchPriority="high" />
      ) : (
        <Skeleton width="100%" height="100%" radius="card" />
      )}
    </div>
  );
}
