import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { integer, list, numeric, optionalFields, optionalText } from './fields';

/**
 * The winner board, which the home page loads as it nears the screen and the
 * lottery and sports pages show: apart from `games.ts`, whose module the first
 * route loads (a module lands whole in one chunk).
 */

/** A winner of the winner board: player, game name, prize. */
export const winnerSchema = v.object({
  player: v.string(),
  gameName: v.string(),
  prize: numeric,
  vassalage: optionalText,
  time: optionalText,
});
export type Winner = v.InferOutput<typeof winnerSchema>;

// ---- definitions -----------------------------------------------------------

export const gamesWinnerBoardEndpoint = defineEndpoint({
  id: 'games.winnerBoard',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getRankList',
  token: 'none',
  request: optionalFields({ merchantCode: v.optional(v.string()), size: v.optional(integer) }),
  response: list(winnerSchema),
  summary: 'Winner board (player, game, prize)',
  assumption: 'Field names player/gameName/prize are inferred; the platform bundle also knows ODSFE2_getWinnerBoard',
});

// ---- calls -----------------------------------------------------------------

export function getWinnerBoard(
  client: PlatformClient,
  input: { size?: number } = {},
  options?: CallOptions,
): Promise<Winner[]> {
  return client.call(gamesWinnerBoardEndpoint, { merchantCode: client.merchantCode, ...input }, options);
}
