import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { anyValue } from './fields';

/**
 * Leaving a game: the vendor's session ends (`GCS_gameLogout`) and the game
 * wallets come back to the main wallet (`GCS_walletReturn`, defined with the
 * wallet's calls as `wallet.recall`).
 */

export const gameLogoutRequestSchema = v.object({
  /** The vendor whose game the player left. */
  vassalage: v.pipe(v.string(), v.minLength(1)),
});
export type GameLogoutRequest = v.InferInput<typeof gameLogoutRequestSchema>;

export const gameSessionLogoutEndpoint = defineEndpoint({
  id: 'games.logout',
  method: 'GET',
  path: '/wps/relay/GCS_gameLogout',
  request: gameLogoutRequestSchema,
  response: anyValue,
  summary: "End the player's session in a vendor's game when they leave it",
  source: 'catalogue',
  assumption:
    'The catalogue names the call and its method only: the vendor (vassalage) is taken to name the session that ends, and the answer is not read',
});

export const gameSessionEndpoints = { logout: gameSessionLogoutEndpoint } as const;

export function logoutGame(client: PlatformClient, input: GameLogoutRequest, options?: CallOptions): Promise<unknown> {
  return client.call(gameSessionLogoutEndpoint, input, options);
}
