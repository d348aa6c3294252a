import {
  gamesAddFavoriteEndpoint,
  gamesFavoriteGamesEndpoint,
  gamesFavoriteIdsEndpoint,
  gamesPvpRoomsEndpoint,
  gamesRemoveFavoriteEndpoint,
  gamesVendorGameTypesEndpoint,
} from './gameLobby';
import {
  gamesGameListEndpoint,
  gamesHotGamesEndpoint,
  gamesLaunchEndpoint,
  gamesRecentGamesEndpoint,
  gamesTrialLaunchEndpoint,
  gamesVendorsEndpoint,
  gamesWinnerBoardEndpoint,
} from './games';

/** Every games call by name (the sandbox answers them, the call index lists them), from both games modules. */
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
