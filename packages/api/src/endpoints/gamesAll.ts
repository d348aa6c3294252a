import {
  gamesAddFavoriteEndpoint,
  gamesFavoriteGamesEndpoint,
  gamesFavoriteIdsEndpoint,
  gamesHotGamesEndpoint,
  gamesPvpRoomsEndpoint,
  gamesRecentGamesEndpoint,
  gamesRemoveFavoriteEndpoint,
  gamesVendorGameTypesEndpoint,
} from './gameLobby';
import { gamesGameListEndpoint, gamesLaunchEndpoint, gamesTrialLaunchEndpoint, gamesVendorsEndpoint } from './games';
import { gamesWinnerBoardEndpoint } from './winners';

/** Every games call by name (the sandbox answers them, the call index lists them), from the games modules. */
export const gamesEndpoints = {
  vendors: gamesVendorsEndpoint,
  gameList: gamesGameListEndpoint,
  vendorGameTypes: gamesVendorGameTypesEndpoint,
  hotGames: gamesHotGamesEndpoint,
  favoriteIds: gamesFavoriteIdsEndpoint,
  favoriteGames: gamesFavoriteGamesEndpoint,
  addFavorite: gamesAddFavoriteEndpoint,
  removeFavorite: gamesRemoveFavoriteEndpoint,
  recentGames: gamesRecentGamesEndpoint,
  pvpRooms: gamesPvpRoomsEndpoint,
  launch: gamesLaunchEndpoint,
  trialLaunch: gamesTrialLaunchEndpoint,
  winnerBoard: gamesWinnerBoardEndpoint,
} as const;
