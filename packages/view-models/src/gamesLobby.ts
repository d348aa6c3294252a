import type { Game, GameVendors, PointConfig, PvpRoom, VendorCard, VendorGameType } from '@lobby/api';
import type { GamesLobbyKind, GameTileItem, PvpRoomItem, VendorStripItem } from '@lobby/ui';
import { gameTileOf } from './gameTiles';
import type { Translate } from './translate';

/** The games pages by route: the platform's category code, or the hot list and favourites. */
export type LobbyCategory = 'RNG' | 'LIVE' | 'PVP' | 'FISH' | 'hot' | 'fav';

const categoryByPath: Readonly<Record<string, LobbyCategory>> = {
  '/rng': 'RNG',
  '/live': 'LIVE',
  '/pvp': 'PVP',
  '/fish': 'FISH',
  '/hot': 'hot',
  '/fav': 'fav',
};

export function lobbyCategoryOf(pathname: string): LobbyCategory | undefined {
  return categoryByPath[pathname.toLowerCase()];
}

/** The platform's category of a games page; the hot list and favourites span categories. */
export function platformCategoryOf(category: LobbyCategory): string | null {
  return category === 'hot' || category === 'fav' ? null : category;
}

/** A provider as the vendor strip shows it: its icon and the platform's hot flag. */
export function vendorStripItemOf(
  vendor: Pick<VendorCard, 'vassalage' | 'displayName' | 'smallIcon' | 'isHot'>,
): VendorStripItem {
  return {
    id: vendor.vassalage,
    name: vendor.displayName,
    ...(vendor.smallIcon ? { iconUrl: vendor.smallIcon } : {}),
    ...(vendor.isHot ? { hot: true } : {}),
  };
}

/** The providers of a category, in the platform's order. */
export function categoryVendorsOf(vendors: GameVendors | undefined, category: string | null): VendorStripItem[] {
  if (!category) return [];
  const lane = vendors?.data.lanes.find((candidate) => candidate.title === category);
  return (lane?.cards ?? []).map(vendorStripItemOf);
}

/** Entries of the hot list that stand for a vendor's games (they open the popup game list), as providers. */
export function hotVendorsOf(hot: readonly Game[] | undefined): VendorStripItem[] {
  return (hot ?? [])
    .filter((game) => game.isGame === 'VASSALAGE')
    .map((game) =>
      vendorStripItemOf({
        vassalage: game.vassalage,
        displayName: game.gameName,
        smallIcon: game.showIcon,
        isHot: game.isHot,
      }),
    );
}

/** The games of the hot list, without the vendor entries (they go to the strip). */
export function hotGamesOf(hot: readonly Game[] | undefined): Game[] {
  return (hot ?? []).filter((game) => game.isGame !== 'VASSALAGE');
}

/** The first `count` hot games as tiles: the home page's share of the hot list. */
export function homeHotGamesOf(hot: readonly Game[] | undefined, count: number): GameTileItem[] {
  return hotGamesOf(hot).slice(0, count).map(gameTileOf);
}

/** Kinds of game the tabs know by name; any other the platform names goes by the platform's name. */
const kindNames: Readonly<Record<string, string>> = {
  SLOT: 'gamesLobby.kind.SLOT',
  SC: 'gamesLobby.kind.SC',
  VP: 'gamesLobby.kind.VP',
  JP: 'gamesLobby.kind.JP',
  TG: 'gamesLobby.kind.TG',
  AC: 'gamesLobby.kind.AC',
  BG: 'gamesLobby.kind.BG',
  Crash: 'gamesLobby.kind.Crash',
};

function kindLabel(id: string, platformName: string | null | undefined, t: Translate): string {
  const key = kindNames[id];
  return key ? t(key) : (platformName ?? id);
}

/** A vendor's kinds of game, as the platform counts them, for the tabs. */
export function vendorKindsOf(types: readonly VendorGameType[] | undefined, t: Translate): GamesLobbyKind[] {
  return (types ?? []).map((type) => ({
    id: type.gameType,
    label: kindLabel(type.gameType, type.gameTypeName, t),
    ...(type.count === undefined || type.count === null ? {} : { count: type.count }),
  }));
}

/** Points earned per 1 of bet when the player's config does not say: live 0.70, sports 1.00, fish 1.20, slots 1.20, pvp 1.00. */
export const defaultPointRates: Readonly<Record<string, number>> = {
  LIVE: 0.7,
  SPORTS: 1,
  FISH: 1.2,
  RNG: 1.2,
  PVP: 1,
};

/** The category's point rate, two decimals: from the player's config, else the default; none for the hot list or favourites. */
export function pointRateOf(
  category: string | null,
  config: Pick<PointConfig, 'rates'> | undefined,
): string | undefined {
  if (!category) return undefined;
  const rate = config?.rates.find((entry) => entry.productType === category)?.rate ?? defaultPointRates[category];
  return rate === undefined ? undefined : rate.toFixed(2);
}

/**
 * The card tables as the list shows them; a table whose game is not known
 * yet (the category still loading) waits, since it is launched by vendor.
 */
export function pvpRoomItemsOf(
  rooms: readonly PvpRoom[] | undefined,
  gameOf: (gameId: string) => Pick<Game, 'gameName' | 'vassalage'> | undefined,
  formatMoney: (amount: number) => string,
): (PvpRoomItem & { vassalage: string })[] {
  const items: (PvpRoomItem & { vassalage: string })[] = [];
  for (const room of rooms ?? []) {
    const game = room.gameId ? gameOf(room.gameId) : undefined;
    if (!game) continue;
    items.push({
      id: room.roomId,
      name: room.roomName,
      vassalage: game.vassalage,
      gameName: game.gameName,
      ...(room.level ? { level: room.level } : {}),
      ...(room.maxPlayers === undefined || room.maxPlayers === null ? {} : { seats: room.maxPlayers }),
      ...(room.minBalance === undefined || room.minBalance === null
        ? {}
        : { minBalance: formatMoney(room.minBalance) }),
      ...(room.onlineCount === undefined || room.onlineCount === null ? {} : { online: room.onlineCount }),
    });
  }
  return items;
}
