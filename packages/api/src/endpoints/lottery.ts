import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { integer, list, noFields, optionalFields, optionalId, optionalText } from './fields';
import { launchResultSchema, launchUrlOf } from './games';

/** Lottery menus, popular games, opened numbers (numeros) and the lottery launch. */

// ---- schemas ---------------------------------------------------------------

export const lotteryGameSchema = v.object({
  gameCode: v.string(),
  gameName: v.string(),
  gameId: optionalId,
  defaultPlayType: optionalText,
  icon: optionalText,
});
export type LotteryGame = v.InferOutput<typeof lotteryGameSchema>;

/** A lottery menu group: gameMenus, gameGroupCode, labelName. */
export const lotteryMenuGroupSchema = v.object({
  gameGroupCode: v.string(),
  labelName: optionalText,
  gameMenus: list(lotteryGameSchema),
  /** The lottery product the group belongs to (TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT). */
  accountTypeName: optionalText,
});
export type LotteryMenuGroup = v.InferOutput<typeof lotteryMenuGroupSchema>;

/**
 * The menus arrive as a list or as an object keyed by group (the platform's
 * bundle reads `Object.values` of it); both read as a list.
 */
export const lotteryMenusSchema = v.union([
  v.array(lotteryMenuGroupSchema),
  v.pipe(
    v.record(v.string(), lotteryMenuGroupSchema),
    v.transform((groups) => Object.values(groups)),
  ),
]);

/** An opened (drawn) number of a lottery game. */
export const numeroSchema = v.object({
  gameCode: v.string(),
  gameName: optionalText,
  /** Draw number. */
  numero: v.string(),
  winningNumbers: v.string(),
  openTime: optionalText,
});
export type Numero = v.InferOutput<typeof numeroSchema>;

/** Lottery launch request. */
export const lotteryLaunchRequestSchema = v.object({
  launchMode: v.literal('LOTT'),
  lottoArea: v.string(),
  lottoGameCode: v.optional(v.string()),
  lottoView: v.picklist(['betting', 'lobby']),
  /** Only with both a code and a default play type. */
  gameCode: v.optional(v.string()),
  playType: v.optional(v.string()),
  device: v.string(),
  backUrl: v.string(),
  language: v.string(),
});
export type LotteryLaunchRequest = v.InferInput<typeof lotteryLaunchRequestSchema>;

/** Popular lottery numbers shown: 20; opened numbers: 100. */
export const lotteryCounts = { popular: 20, numeros: 100 } as const;

// ---- definitions -----------------------------------------------------------

const shapeInferred = 'Fields of the entries are inferred: the product names the call only';

export const lotteryGameMenusEndpoint = defineEndpoint({
  id: 'lottery.gameMenus',
  method: 'GET',
  path: '/lgw/games/game_menus',
  token: 'none',
  moduleId: 'COMM3',
  request: optionalFields({ prizeMode: v.optional(v.string()) }),
  response: lotteryMenusSchema,
  summary: "Lottery menus for the brand's prize mode",
});
export const lotteryPopularEndpoint = defineEndpoint({
  id: 'lottery.popular',
  method: 'GET',
  path: '/lgw/games/popular',
  token: 'none',
  request: optionalFields({ count: v.optional(integer) }),
  response: list(lotteryGameSchema),
  summary: 'Popular lottery games',
  assumption: shapeInferred,
});
export const lotteryVnMenusEndpoint = defineEndpoint({
  id: 'lottery.vnMenus',
  method: 'GET',
  path: '/lgw/vn/games/game_menu',
  token: 'none',
  moduleId: 'COMM3',
  request: noFields,
  response: lotteryMenusSchema,
  summary: 'VN lottery menus',
});
export const lotteryVnRecentEndpoint = defineEndpoint({
  id: 'lottery.vnRecent',
  method: 'GET',
  path: '/lgw/vn/games/game_menu/recent',
  moduleId: 'COMM3',
  request: noFields,
  response: list(lotteryGameSchema),
  summary: 'Recently played VN lottery games (needs a token)',
  assumption: shapeInferred,
});
export const lotteryVnOpenedNumerosEndpoint = defineEndpoint({
  id: 'lottery.vnOpenedNumeros',
  method: 'GET',
  path: '/lgw/vn/numeros/opened/game',
  token: 'none',
  moduleId: 'AGEANNOUNCE3',
  request: optionalFields({ gameCode: v.optional(v.string()), count: v.optional(integer) }),
  response: list(numeroSchema),
  summary: 'Opened VN lottery numbers (no token)',
  assumption: shapeInferred,
});
export const lotteryOpenedNumerosEndpoint = defineEndpoint({
  id: 'lottery.openedNumeros',
  method: 'GET',
  path: '/lotto/lgw/games/opened/numero',
  moduleId: 'COMM3',
  request: optionalFields({ gameCode: v.optional(v.string()), count: v.optional(integer) }),
  response: list(numeroSchema),
  summary: 'Opened lottery numbers (needs a token)',
  assumption: shapeInferred,
});
export const lotteryLaunchEndpoint = defineEndpoint({
  id: 'lottery.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  request: lotteryLaunchRequestSchema,
  response: launchResultSchema,
  summary: 'Launch a lottery (launchMode LOTT); same path as games.launch',
});

export const lotteryEndpoints = {
  gameMenus: lotteryGameMenusEndpoint,
  popular: lotteryPopularEndpoint,
  vnMenus: lotteryVnMenusEndpoint,
  vnRecent: lotteryVnRecentEndpoint,
  vnOpenedNumeros: lotteryVnOpenedNumerosEndpoint,
  openedNumeros: lotteryOpenedNumerosEndpoint,
  launch: lotteryLaunchEndpoint,
} as const;

// ---- calls -----------------------------------------------------------------

export function getLotteryMenus(
  client: PlatformClient,
  input: { prizeMode?: string } = {},
  options?: CallOptions,
): Promise<LotteryMenuGroup[]> {
  return client.call(lotteryGameMenusEndpoint, input, options);
}

export function getPopularLotteries(
  client: PlatformClient,
  input: { count?: number } = {},
  options?: CallOptions,
): Promise<LotteryGame[]> {
  return client.call(lotteryPopularEndpoint, { count: input.count ?? lotteryCounts.popular }, options);
}

export function getOpenedNumeros(
  client: PlatformClient,
  input: { gameCode?: string; count?: number } = {},
  options?: CallOptions,
): Promise<Numero[]> {
  return client.call(lotteryOpenedNumerosEndpoint, { count: lotteryCounts.numeros, ...input }, options);
}

export interface LaunchLotteryInput {
  /** `VN` for the Vietnamese lottery; the brand's lottery type (`SEA`) everywhere else. */
  lottoArea: string;
  /** `lobby` when the player enters the lottery page, `betting` when they chose a game. */
  lottoView: 'betting' | 'lobby';
  /** The game the player chose; the lottery's lobby opens without one. */
  lottoGameCode?: string;
  /** The brand's device (`WEB`), not the client's Device header. */
  device: string;
  /** Where the lottery's own back button returns: the page it was launched from. */
  backUrl: string;
  /** The game's code and default play type: sent only when the game has both. */
  gameCode?: string | null | undefined;
  playType?: string | null | undefined;
}

/** Launches a lottery (launchMode LOTT) in the client's language; game code and play type travel only together. */
export async function launchLottery(
  client: PlatformClient,
  input: LaunchLotteryInput,
  options?: CallOptions,
): Promise<string> {
  const both = input.gameCode && input.playType ? { gameCode: input.gameCode, playType: input.playType } : {};
  const result = await client.call(
    lotteryLaunchEndpoint,
    {
      lottoArea: input.lottoArea,
      launchMode: 'LOTT',
      ...(input.lottoGameCode ? { lottoGameCode: input.lottoGameCode } : {}),
      lottoView: input.lottoView,
      device: input.device,
      backUrl: input.backUrl,
      language: client.language(),
      ...both,
    },
    options,
  );
  return launchUrlOf(result) ?? '';
}
