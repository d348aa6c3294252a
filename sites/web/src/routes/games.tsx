import type { Game } from '@lobby/api';
import {
  useFavoriteGames,
  useGameList,
  useGameVendors,
  useHotGames,
  useLanguage,
  usePointConfig,
  usePvpRooms,
  useRecentGames,
  useSettings,
  useVendorGameTypes,
} from '@lobby/api/hooks';
import { currentLocale, useMessageArea, useTranslation } from '@lobby/i18n';
import { formatMoney, GamesLobby, type GamesLobbyKind, type GameTileItem, useCurrency } from '@lobby/ui';
import {
  categoryVendorsOf,
  gameTileOf,
  hotGamesOf,
  hotVendorsOf,
  type LobbyCategory,
  lobbyCategoryOf,
  platformCategoryOf,
  pointRateOf,
  pvpRoomItemsOf,
  statusOf,
  vendorKindsOf,
} from '@lobby/view-models';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { modals } from '../app/modals';
import { usePageRoute } from '../app/pageRoute';
import { useSession } from '../app/session';
import {
  catalogueEntriesOf,
  filterCatalogue,
  gameKeyOf,
  type LobbyFilters,
  refineServerGames,
  serverQueryOf,
} from '../features/games/catalogue';
import { launchTargetOf } from '../features/games/launchDispatch';
import { openingListOf } from '../features/games/openingList';
import { useCategoryCatalogue } from '../features/games/useCategoryCatalogue';
import { useFavoriteToggle } from '../features/games/useFavoriteToggle';
import { useGameLauncher } from '../features/games/useGameLauncher';
import { useLobbyFilters } from '../features/games/useLobbyFilters';

/** How long typing rests before the platform's search is asked (only while the catalogue is still arriving). */
const serverSearchDelayMs = 300;

/**
 * One games page for /rng, /live, /pvp, /fish, /hot and /fav. A category's
 * games arrive in the background page by page; until all have, the
 * platform's own list (and its name search) answers, then search, provider,
 * kind and sort answer on the client. The address holds the filters.
 */
export default function GamesPage() {
  useMessageArea('games');
  const { pathname } = useLocation();
  const category = lobbyCategoryOf(pathname) ?? 'RNG';
  return <GamesLobbyPage key={category} category={category} />;
}

function GamesLobbyPage({ category }: { category: LobbyCategory }) {
  const { t, i18n } = useTranslation();
  const locale = currentLocale(i18n);
  const currency = useCurrency();
  const { titleKey } = usePageRoute();
  const session = useSession();
  const { isEnabled } = useSettings();
  const launch = useGameLauncher();
  const platformCategory = platformCategoryOf(category);
  const { filters, query, setQuery, update, serverQueryText } = useLobbyFilters(serverSearchDelayMs);
  const liveFilters: LobbyFilters = useMemo(() => ({ ...filters, query }), [filters, query]);

  const signedIn = session.isLoggedIn;
  const favoritesOn = signedIn && isEnabled('GAMELOFAV3');
  const recentOn = signedIn && isEnabled('GAMELOREC3');

  // The category's games, all of them, in the background; the platform's list answers meanwhile.
  const catalogue = useCategoryCatalogue(platformCategory);
  const complete = catalogue.state === 'complete';
  // The first page the splash already shows, when the page opened without filters: shown until its answer is read.
  const language = useLanguage();
  const [opening] = useState(() => openingListOf(platformCategory, language));
  const unfiltered = !filters.vendor && !filters.gameType && !filters.gameClassify && serverQueryText.trim() === '';
  const server = useGameList(serverQueryOf(platformCategory ?? '', { ...filters, query: serverQueryText }), {
    enabled: platformCategory !== null && !complete,
    fallbackPages: opening && unfiltered ? [opening] : undefined,
  });
  const hot = useHotGames({}, { enabled: category === 'hot' });
  const favorites = useFavoriteGames({ pageNo: 1, pageSize: 200 }, { enabled: category === 'fav' && favoritesOn });
  const recent = useRecentGames(undefined, { enabled: recentOn && category !== 'fav' });
  const vendors = useGameVendors();
  const vendorTypes = useVendorGameTypes(filters.vendor ?? undefined, { enabled: platformCategory !== null });
  const pointConfig = usePointConfig(undefined, { enabled: signedIn });
  const rooms = usePvpRooms(filters.vendor ? { vassalage: filters.vendor } : {}, { enabled: category === 'PVP' });

  // The list on screen and where it came from.
  const listed = useMemo((): { games: Game[]; fromServer: boolean } => {
    if (category === 'hot') {
      return { games: filterList(hotGamesOf(hot.data), liveFilters), fromServer: false };
    }
    if (category === 'fav') {
      return { games: filterList(favorites.data?.content ?? [], liveFilters), fromServer: false };
    }
    if (complete) {
      return { games: filterCatalogue(catalogue.entries, liveFilters).map((entry) => entry.game), fromServer: false };
    }
    return { games: refineServerGames(server.games, liveFilters), fromServer: true };
  }, [catalogue, category, complete, favorites.data, hot.data, liveFilters, server.games]);

  const status = (() => {
    if (category === 'hot') return statusOf(hot);
    if (category === 'fav') return statusOf(favorites);
    if (complete) return 'ready' as const;
    return statusOf({ data: server.pages, error: server.pages ? undefined : server.error });
  })();

  const tiles = useMemo(() => listed.games.map(gameTileOf), [listed.games]);
  const recentGames = useMemo(
    () =>
      (recent.data ?? []).filter(
        (game) => platformCategory === null || (game.gameType ?? '').toUpperCase() === platformCategory,
      ),
    [platformCategory, recent.data],
  );
  const recentTiles = useMemo(() => recentGames.slice(0, 12).map(gameTileOf), [recentGames]);

  // Tiles are keyed like games: one map finds the game of any tile on the page.
  const gameByKey = useMemo(() => {
    const map = new Map<string, Game>();
    for (const game of [...listed.games, ...recentGames]) map.set(gameKeyOf(game), game);
    return map;
  }, [listed.games, recentGames]);
  const start = useCallback(
    (tile: GameTileItem, mode: 'play' | 'trial') => {
      const game = gameByKey.get(tile.id);
      if (game) void launch(launchTargetOf(game), mode);
    },
    [gameByKey, launch],
  );
  const favorite = useFavoriteToggle(favoritesOn, gameByKey);

  const vendorItems = useMemo(
    () => (category === 'hot' ? hotVendorsOf(hot.data) : categoryVendorsOf(vendors.data, platformCategory)),
    [category, hot.data, platformCategory, vendors.data],
  );
  // The kinds are the chosen vendor's (the platform counts them); without a vendor, only a kind the address names.
  const chosenKind = filters.gameType ?? filters.gameClassify;
  const kinds: GamesLobbyKind[] = useMemo(() => {
    if (platformCategory === null) return [];
    if (filters.vendor) return vendorKindsOf(vendorTypes.data, t);
    return chosenKind ? vendorKindsOf([{ gameType: chosenKind }], t) : [];
  }, [chosenKind, filters.vendor, platformCategory, t, vendorTypes.data]);

  // A PvP table launches by its vendor, which the room list leaves to its game.
  const gamesById = useMemo(() => {
    const map = new Map<string, Game>();
    const known = complete ? catalogue.entries.map((entry) => entry.game) : server.games;
    for (const game of known) if (game.gameId) map.set(game.gameId, game);
    return map;
  }, [catalogue, complete, server.games]);
  const roomItems = useMemo(
    () =>
      pvpRoomItemsOf(
        rooms.data,
        (gameId) => gamesById.get(gameId),
        (amount) => formatMoney(amount, currency, locale),
      ),
    [gamesById, rooms.data, currency, locale],
  );

  const title = filters.gameClassify?.toUpperCase() === 'CRASH' ? t('gamesLobby.crash') : t(titleKey);
  const filtered = Boolean(filters.vendor || filters.gameType || filters.gameClassify || query.trim());

  const gate = (() => {
    if (category !== 'fav') return undefined;
    if (!signedIn) return { kind: 'signIn' as const, onSignIn: () => modals.open('loginPopupModal') };
    if (!isEnabled('GAMELOFAV3')) return { kind: 'notice' as const, title: t('gamesLobby.favorites.unavailable') };
    return undefined;
  })();

  return (
    <GamesLobby
      title={title}
      pointRate={pointRateOf(platformCategory, pointConfig.data)}
      gate={gate}
      vendors={vendorItems}
      vendorsLoading={
        category === 'hot' ? hot.data === undefined && !hot.error : vendors.data === undefined && !vendors.error
      }
      vendorMode={category === 'hot' ? 'open' : 'filter'}
      selectedVendor={filters.vendor}
      onSelectVendor={(vendor) => {
        if (category === 'hot') {
          const entry = hot.data?.find((game) => game.isGame === 'VASSALAGE' && game.vassalage === vendor);
          if (entry) void launch(launchTargetOf(entry));
          return;
        }
        if (category === 'fav') return;
        // Another vendor has other kinds: the kind chosen goes with the vendor.
        update({ vendor, gameType: null, gameClassify: null });
      }}
      kinds={kinds}
      kindsLoading={filters.vendor !== null && vendorTypes.data === undefined && !vendorTypes.error}
      selectedKind={chosenKind}
      onSelectKind={(kind) =>
        update(
          kind?.toUpperCase() === 'CRASH'
            ? { gameType: null, gameClassify: 'Crash' }
            : { gameType: kind, gameClassify: null },
        )
      }
      query={query}
      onQueryChange={setQuery}
      sort={filters.sort}
      onSortChange={(sort) => update({ sort })}
      resultCount={listed.fromServer ? undefined : listed.games.length}
      filtered={filtered}
      onClearFilters={() => {
        setQuery('');
        update({ vendor: null, gameType: null, gameClassify: null, query: '' });
      }}
      emptyTitle={category === 'fav' ? t('gamesLobby.favorites.emptyTitle') : undefined}
      emptyDescription={category === 'fav' ? t('gamesLobby.favorites.emptyDescription') : undefined}
      recent={recentOn && category !== 'fav' ? { games: recentTiles, status: statusOf(recent) } : undefined}
      rooms={
        category === 'PVP'
          ? {
              rooms: roomItems,
              status:
                roomItems.length === 0 && rooms.data && rooms.data.length > 0 && !complete
                  ? 'loading'
                  : statusOf(rooms),
              onRetry: () => void rooms.mutate(),
              onJoin: (room) => {
                const item = roomItems.find((candidate) => candidate.id === room.id);
                if (item) void launch({ vassalage: item.vassalage, name: item.name, gameType: 'PVP', roomId: item.id });
              },
            }
          : undefined
      }
      games={tiles}
      status={status}
      aspect={category === 'LIVE' ? 'landscape' : 'square'}
      onPlay={(tile) => start(tile, 'play')}
      onFreeTrial={(tile) => start(tile, 'trial')}
      favoriteIds={favoritesOn ? favorite.ids : undefined}
      onToggleFavorite={favoritesOn ? favorite.toggle : undefined}
      onRetry={() => {
        if (category === 'hot') void hot.mutate();
        else if (category === 'fav') void favorites.mutate();
        else server.refresh();
      }}
      hasMore={listed.fromServer && server.hasMore}
      onEndReached={server.loadMore}
    />
  );
}

/** A short list (the hot list, favourites) filtered on the client at once. */
function filterList(games: readonly Game[], filters: LobbyFilters): Game[] {
  return filterCatalogue(catalogueEntriesOf(games), filters).map((entry) => entry.game);
}
