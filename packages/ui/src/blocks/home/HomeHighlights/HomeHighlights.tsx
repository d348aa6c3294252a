import { useTranslation } from '@lobby/i18n';
import type { Ref } from 'react';
import type { AsyncStatus } from '../../../primitives/AsyncRegion/asyncStatus';
import { Link } from '../../../primitives/Link/Link';
import { GameGrid } from '../../games/GameGrid/GameGrid';
import type { GameTileItem } from '../../games/GameTile/GameTile';
import { WinnerBoard, type WinnerEntry } from '../../lottery/WinnerBoard/WinnerBoard';
import * as styles from './HomeHighlights.css';

export interface HomeHighlightsProps {
  /** The platform's hot games, at most a dozen: the whole list is a link away. */
  hotGames: readonly GameTileItem[];
  hotStatus: AsyncStatus;
  onPlay: (game: GameTileItem) => void;
  onFreeTrial?: (game: GameTileItem) => void;
  onRetryHotGames: () => void;
  /** Where "See all" leads: the hot games page. */
  hotGamesHref: string;
  winners: WinnerEntry[];
  winnersStatus: AsyncStatus;
  onRetryWinners: () => void;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The home page under its categories: the hot games beside the latest
 * winners (side by side on a wide screen, one above the other on a phone).
 * Hot games the platform has none of leave only the winners.
 */
export function HomeHighlights({
  hotGames,
  hotStatus,
  onPlay,
  onFreeTrial,
  onRetryHotGames,
  hotGamesHref,
  winners,
  winnersStatus,
  onRetryWinners,
  ref,
}: HomeHighlightsProps) {
  const { t } = useTranslation();
  const showHot = !(hotStatus === 'ready' && hotGames.length === 0);
  return (
    <div ref={ref} className={showHot ? styles.root : styles.winnersOnly}>
      {showHot ? (
        <section className={styles.hot} aria-labelledby="home-hot-games">
          <div className={styles.header}>
            <h2 id="home-hot-games" className={styles.heading}>
              {t('home.hotGames')}
            </h2>
            <Link href={hotGamesHref} className={styles.seeAll} aria-label={t('home.seeAllHotGames')}>
              {t('home.seeAll')}
            </Link>
          </div>
          <GameGrid
            games={hotGames}
            status={hotStatus}
            onPlay={onPlay}
            onFreeTrial={onFreeTrial}
            onRetry={onRetryHotGames}
            skeletonCount={hotGamesShown}
            label={t('home.hotGames')}
          />
        </section>
      ) : null}
      <div className={styles.winners}>
        <WinnerBoard status={winnersStatus} winners={winners} onRetry={onRetryWinners} headingLevel={2} />
      </div>
    </div>
  );
}

/** How many hot games the home page shows: two rows of six on a wide screen. */
export const hotGamesShown = 12;
