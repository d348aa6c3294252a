import {
  gamesAddFavoriteEndpoint,
  gamesFavoriteGamesEndpoint,
  gamesFavoriteIdsEndpoint,
  gamesHotGamesEndpoint,
  gamesPvpRoomsEndpoint,
  gamesRecentGamesEndpoint,
  gamesRemoveFavoriteEndpoint,
  gamesVendorGameTypesEndpoint,
  getHotGames,
  getVendorGameTypes,
  type VendorGameType,
} from '../endpoints/gameLobby';
import type { Game } from '../endpoints/games';
import { mutationHook } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

/** The games pages' reads and writes, apart from `games.ts` so they load with those pages, not the first route. */

export function useVendorGameTypes(vassalage: string | undefined, options?: QueryOptions<VendorGameType[]>) {
  return usePlatformQuery(
    { endpoint: gamesVendorGameTypesEndpoint, heavy: true, localized: true },
    { vassalage: vassalage ?? '' },
    (client, params) => getVendorGameTypes(client, params),
    { ...options, enabled: (options?.enabled ?? true) && !!vassalage },
  );
}

export const useFavoriteGameIds = queryHook(gamesFavoriteIdsEndpoint);
export const useFavoriteGames = queryHook(gamesFavoriteGamesEndpoint, { localized: true });
export const usePvpRooms = queryHook(gamesPvpRoomsEndpoint);
export const useRecentGames = queryHook(gamesRecentGamesEndpoint, { localized: true });

export function useHotGames(input: { vassalage?: string } = {}, options?: QueryOptions<Game[]>) {
  return usePlatformQuery(
    { endpoint: gamesHotGamesEndpoint, heavy: true, localized: true },
    input,
    (client, params) => getHotGames(client, params),
    options,
  );
}

const favorites = [gamesFavoriteIdsEndpoint, gamesFavoriteGamesEndpoint];

export const useAddFavoriteGame = mutationHook(gamesAddFavoriteEndpoint, favorites);
export const useRemoveFavoriteGame = mutationHook(gamesRemoveFavoriteEndpoint, favorites);
