import { useHotGames, useWinnerBoard } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { type GameTileItem, HomeHighlights as HomeHighlightsView, hotGamesShown } from '@lobby/ui';
import { homeHotGamesOf, statusOf, winnersOf } from '@lobby/view-models';
import { useCallback, useMemo } from 'react';
import { gameKeyOf } from '../games/catalogue';
import { launchTargetOf } from '../games/launchDispatch';
import { useGameLauncher } from '../games/useGameLauncher';

/** The home page's hot games and winner board (public: visitors see both, and log in to play). */
export default function HomeHighlights() {
  useMessageArea('play');
  const launch = useGameLauncher();
  const hot = useHotGames();
  const board = useWinnerBoard({ size: 20 });
  const hotGames = useMemo(() => homeHotGamesOf(hot.data, hotGamesShown), [hot.data]);
  const winners = useMemo(() => winnersOf(board.data ?? []), [board.data]);
  const start = useCallback(
    (tile: GameTileItem, mode: 'play' | 'trial') => {
      const game = hot.data?.find((entry) => gameKeyOf(entry) === tile.id);
      if (game) void launch(launchTargetOf(game), mode);
    },
    [hot.data, launch],
  );
  return (
    <HomeHighlightsView
      hotGames={hotGames}
      hotStatus={statusOf(hot)}
      onPlay={(tile) => start(tile, 'play')}
      onFreeTrial={(tile) => start(tile, 'trial')}
      onRetryHotGames={() => void hot.mutate()}
      hotGamesHref="/hot"
      winners={winners}
      winnersStatus={statusOf(board)}
      onRetryWinners={() => void board.mutate()}
    />
  );
}
