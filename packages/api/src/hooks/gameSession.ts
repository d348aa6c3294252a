import { gameSessionLogoutEndpoint, gameSessionSingleGameEndpoint } from '../endpoints/gameSession';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

/** Ends the vendor's game session when the player leaves it; money it held may come back, so the balance is read anew. */
export const useGameLogout = mutationHook(gameSessionLogoutEndpoint, [walletBalanceEndpoint]);

/** One game by its id, in the player's language: what a link to /game?gameId= opens. */
export const useSingleGame = queryHook(gameSessionSingleGameEndpoint, { localized: true });
