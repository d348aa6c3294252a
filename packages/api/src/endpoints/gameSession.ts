import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { anyValue } from './fields';
import { type Game, gameSchema } from './games';

/**
 * The game page's own calls: one game found by its id (`GCSGAME_getSingleGame`,
 * for a link to /game?gameId=), and leaving a game: the vendor's session ends
 * (`GCS_gameLogout`) and the game wallets come back to the main wallet
 * (`GCS_walletReturn`, defined with the wallet's calls as `wallet.recall`).
 * Kept out of games.ts, which the first route loads whole.
 */

export const singleGameRequestSchema = v.object({
  gameId: v.pipe(v.string(), v.minLength(1)),
});
export type SingleGameRequest = v.InferInput<typeof singleGameRequestSchema>;

export const gameSessionSingleGameEndpoint = defineEndpoint({
  id: 'games.singleGame',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getSingleGame',
  moduleId: 'GAMELO3',
  request: singleGameRequestSchema,
  response: gameSchema,
  summary: 'One game by its id, for a link that opens it on the game page',
  source: 'catalogue',
  assumption:
    "The catalogue names the call and its method only: the game is taken to be asked for by its gameId and answered as one game of a vendor's list; an unknown id is refused with game.not.exists, as the launch refuses it",
});

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

export const gameSessionEndpoints = {
  singleGame: gameSessionSingleGameEndpoint,
  logout: gameSessionLogoutEndpoint,
} as const;

export function getSingleGame(client: PlatformClient, input: SingleGameRequest, options?: CallOptions): Promise<Game> {
  return client.call(gameSessionSingleGameEndpoint, input, options);
}

export function logoutGame(client: PlatformClient, input: GameLogoutRequest, options?: CallOptions): Promise<unknown> {
  return client.call(gameSessionLogoutEndpoint, input, options);
}
