import type { SWRResponse } from 'swr';
import {
  type GameList,
  type GameListQuery,
  type GameVendors,
  gamesGameListEndpoint,
  gamesLaunchEndpoint,
  gamesTrialLaunchEndpoint,
  gamesVendorsEndpoint,
  gameVendorsSchema,
  getGameList,
  getGameVendors,
  type LaunchGameInput,
  launchGame,
  launchTrialGame,
  type TrialLaunchInput,
} from '../endpoints/games';
import type { PlatformError } from '../transport/errors';
import { usePlatformMutation } from './mutation';
import { type QueryOptions, usePlatformQuery } from './query';

/** The id of `gamesRecentGamesEndpoint` (endpoints/gameLobby.ts); a test keeps the two equal. */
export const recentGamesId = 'games.recentGames';

/** Vendors by category; visitors get the public catalogue. Cached in session storage as `gameVendor`. */
export function useGameVendors(options?: QueryOptions<GameVendors>): SWRResponse<GameVendors, PlatformError> {
  return usePlatformQuery(
    {
      endpoint: gamesVendorsEndpoint,
      heavy: true,
      localized: true,
      cacheAs: 'gameVendor',
      cacheSchema: gameVendorsSchema,
    },
    null,
    (client) => getGameVendors(client),
    options,
  );
}

/** One page of a vendor's games (pagination controls). */
export function useGamePage(
  query: GameListQuery,
  options?: QueryOptions<GameList>,
): SWRResponse<GameList, PlatformError> {
  return usePlatformQuery(
    { endpoint: gamesGameListEndpoint, heavy: true, localized: true },
    query,
    (client, params) => getGameList(client, params),
    options,
  );
}

/**
 * Launching changes the recent list and may move money into the game wallet. The recent list is
 * named by its id: its definition lives with the games pages, apart from the first route.
 */
export function useLaunchGame() {
  return usePlatformMutation(gamesLaunchEndpoint, (client, input: LaunchGameInput) => launchGame(client, input), [
    { id: recentGamesId },
  ]);
}

/** A visitor's free trial: no session, so nothing of theirs goes stale. */
export function useLaunchTrialGame() {
  return usePlatformMutation(gamesTrialLaunchEndpoint, (client, input: TrialLaunchInput) =>
    launchTrialGame(client, input),
  );
}
