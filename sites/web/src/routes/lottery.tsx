import type { LotteryMenuGroup } from '@lobby/api';
import {
  useLotteryMenus,
  useOpenedNumeros,
  usePopularLotteries,
  useVnLotteryMenus,
  useVnOpenedNumeros,
  useVnRecentLotteries,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { LotteryLobby } from '@lobby/ui';
import {
  type LotteryChoice,
  lotteryChoiceOf,
  lotteryDrawsOf,
  lotteryGroupsOf,
  popularOnPage,
  statusOf,
} from '@lobby/view-models';
import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageRoute } from '../app/pageRoute';
import { useSession } from '../app/session';
import type { LotteryPagePath } from '../features/lottery/lotteryLaunch';
import { useLotteryLauncher } from '../features/lottery/useLotteryLauncher';
import { VendorCardsPage } from '../features/sports/VendorCardsPage';
import WinnerBoardContainer from '../features/winners/WinnerBoardContainer';
import SportsPage from './sports';

type LotteryLobbyPath = Exclude<LotteryPagePath, '/elott'>;

/** The prize mode whose menus each lottery page lists. */
const prizeModeOf: Record<Exclude<LotteryLobbyPath, '/vnlottery'>, string> = {
  '/lottery': 'Lott',
  '/seaLottery': 'SEA',
};

const popularCount = 20;
const noGroups: LotteryMenuGroup[] = [];

/**
 * The chunk's routes: /sports and /esports are the sports page; /elott lists
 * the lottery books (LOTT and ELOTT vendors, each tagged with its product),
 * each opening its lottery page; the other routes are a lottery's lobby.
 */
export default function LotteryRoute() {
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const { pathname } = useLocation();
  if (pathname === '/sports' || pathname === '/esports') return <SportsPage />;
  if (pathname === '/elott') return <VendorCardsPage categoryId="LOTTERY" title={t(titleKey)} />;
  return <LotteryPage page={pathname === '/vnlottery' || pathname === '/seaLottery' ? pathname : '/lottery'} />;
}

/**
 * /lottery, /vnlottery and /seaLottery: the lottery's menus, its
 * popular games and the latest draws (menus and the Vietnamese draws are
 * public; the other draws and the recent games are the signed-in player's).
 * A game opens its betting view, the page's button the lottery's lobby.
 */
function LotteryPage({ page }: { page: LotteryLobbyPath }) {
  useMessageArea('play');
  const { t } = useTranslation();
  const { titleKey } = usePageRoute();
  const vn = page === '/vnlottery';
  const { isLoggedIn } = useSession();

  const menus = useLotteryMenus(vn ? undefined : prizeModeOf[page], { enabled: !vn });
  const vnMenus = useVnLotteryMenus(undefined, { enabled: vn });
  const shownMenus = vn ? vnMenus : menus;
  const popular = usePopularLotteries({ enabled: !vn });
  const recent = useVnRecentLotteries(undefined, { enabled: vn && isLoggedIn });
  const draws = useOpenedNumeros({}, { enabled: !vn && isLoggedIn });
  const vnDraws = useVnOpenedNumeros({}, { enabled: vn });
  const shownDraws = vn ? vnDraws : draws;

  const groupsData = shownMenus.data ?? noGroups;
  const groups = useMemo(() => lotteryGroupsOf(groupsData), [groupsData]);
  const popularGames = useMemo(
    () => popularOnPage(popular.data ?? [], groupsData, popularCount),
    [popular.data, groupsData],
  );
  const recentGames = useMemo(() => (recent.data ?? []).map(lotteryChoiceOf), [recent.data]);
  const drawRows = useMemo(() => lotteryDrawsOf(shownDraws.data ?? []), [shownDraws.data]);
  // Every game on the page by code, with the default play type the launch needs.
  const choices = useMemo(() => {
    const known = new Map<string, LotteryChoice>();
    for (const game of [...groups.flatMap((group) => group.games), ...popularGames, ...recentGames]) {
      known.set(game.code, game);
    }
    return known;
  }, [groups, popularGames, recentGames]);
  const { start, launching } = useLotteryLauncher(page);
  const title = t(titleKey);

  return (
    <LotteryLobby
      title={title}
      status={statusOf(shownMenus)}
      groups={groups}
      popular={popularGames}
      {...(vn && isLoggedIn ? { recent: recentGames } : {})}
      {...(vn || isLoggedIn
        ? { drawsStatus: statusOf(shownDraws), draws: drawRows, onRetryDraws: () => void shownDraws.mutate() }
        : {})}
      launching={launching}
      onPlay={(game) => {
        if (!game) {
          void start(null, title);
          return;
        }
        const defaultPlayType = choices.get(game.code)?.defaultPlayType ?? null;
        void start({ code: game.code, defaultPlayType }, game.name);
      }}
      onRetry={() => void shownMenus.mutate()}
      aside={<WinnerBoardContainer />}
    />
  );
}
