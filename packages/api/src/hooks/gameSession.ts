import { gameSessionLogoutEndpoint } from '../endpoints/gameSession';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';

/** Ends the vendor's game session when the player leaves it; money it held may come back, so the balance is read anew. */
export const useGameLogout = mutationHook(gameSessionLogoutEndpoint, [walletBalanceEndpoint]);
