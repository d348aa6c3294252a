import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import { flag, idText, integer, list, numeric, optionalId, optionalNumber, optionalText } from './fields';

/** Vendors, game lists and launch: what the first route's header and home page need. */

// ---- schemas ---------------------------------------------------------------

/** A game of a vendor's list. */
export const gameSchema = v.object({
  vassalage: v.string(),
  gameName: v.string(),
  nodeId: optionalId,
  gameId: optionalId,
  nodeName: optionalText,
  showIcon: optionalText,
  /** 0 offers a free trial beside Play (the header's dropdown, the games pages). */
  supportPlay: optionalNumber,
  gameType: optionalText,
  /** `VASSALAGE` opens the vendor's game list in a popup instead of a game. */
  isGame: optionalText,
  code: optionalText,
  defaultPlayType: optionalText,
  /** TCG_SEA, TCG_LOTTO_VN, LOTT or ELOTT pick the lottery page. */
  accountTypeName: optionalText,
  isHot: v.nullish(flag, false),
  minBet: optionalNumber,
  /** The platform's class of the game inside its category; `Crash` games make the crash page. */
  gameClassify: optionalText,
  /** The RNG sub-type (SLOT, SC, VP, JP, TG, AC, BG) the games page's tabs filter by. */
  subType: optionalText,
});
export type Game = v.InferOutput<typeof gameSchema>;

export function offersFreeTrial(game: Pick<Game, 'supportPlay'>): boolean {
  return game.supportPlay === 0;
}

/** A vendor card: `isHot` 1 is hot. */
export const vendorCardSchema = v.object({
  vassalage: v.string(),
  displayName: v.string(),
  smallIcon: optionalText,
  isHot: v.nullish(flag, false),
  /** Lottery vendors name their product: TCG_SEA, TCG_LOTTO_VN, LOTT or ELOTT pick the lottery page. */
  accountTypeName: optionalText,
});
export type VendorCard = v.InferOutput<typeof vendorCardSchema>;

/** A category of vendors: title is the category code (LIVE, RNG, SPORTS, ...). */
export const vendorCategorySchema = v.object({
  title: v.string(),
  cards: list(vendorCardSchema),
});
export type VendorCategory = v.InferOutput<typeof vendorCategorySchema>;

/** The vendor list as the platform's bundle reads it: `value.data.lanes`. */
export const gameVendorsSchema = v.object({
  data: v.object({ lanes: list(vendorCategorySchema) }),
});
export type GameVendors = v.InferOutput<typeof gameVendorsSchema>;

/** Page sizes: 24 on the games pages; 21 first and 18 later in the header's dropdown. */
export const gameListPageSize = { base: 24, menuFirst: 21, menuNext: 18 } as const;

const emptyOrNumber = v.union([v.literal(''), numeric]);

/** The twelve parameters of GCSGAME_gameList. */
export const gameListRequestSchema = v.object({
  clientType: integer,
  platform: v.string(),
  channel: v.string(),
  merchant: v.string(),
  gameName: v.string(),
  minBet: emptyOrNumber,
  minLineNum: emptyOrNumber,
  pageNo: integer,
  pageSize: integer,
  vassalage: v.string(),
  language: v.string(),
  gameType: v.string(),
});
export type GameListRequest = v.InferInput<typeof gameListRequestSchema>;

export const gameListSchema = v.object({
  games: list(gameSchema),
  pageNum: integer,
  totalPages: integer,
});
export type GameList = v.InferOutput<typeof gameListSchema>;

const gameUrls = {
  game_url: optionalText,
  game_url2: optionalText,
};

/** Where to open a launched game: `game_url`, then `game_url2`, then the same inside `content`. */
export const launchResultSchema = v.pipe(
  v.object({ ...gameUrls, content: v.nullish(v.object(gameUrls)) }),
  v.check((value) => launchUrlOf(value) !== undefined, 'The launch answer carries no game URL'),
);
export type LaunchResult = v.InferOutput<typeof launchResultSchema>;

export function launchUrlOf(result: {
  game_url?: string | null | undefined;
  game_url2?: string | null | undefined;
  content?: { game_url?: string | null | undefined; game_url2?: string | null | undefined } | null | undefined;
}): string | undefined {
  return result.game_url || result.game_url2 || result.content?.game_url || result.content?.game_url2 || undefined;
}

/** Third-party launch request. */
export const gameLaunchRequestSchema = v.object({
  launchMode: v.literal('GLS'),
  gameId: v.optional(idText),
  roomId: v.optional(idText),
  nodeId: v.optional(idText),
  /** 1 real money, 0 free trial. */
  accountType: v.union([v.literal(0), v.literal(1), v.pipe(v.picklist(['0', '1']), v.transform(Number))]),
  confirmTrans: v.optional(integer),
  vassalage: v.string(),
  platform: v.string(),
  clientType: integer,
  username: v.optional(v.string()),
  token: v.optional(v.string()),
  merchantCode: v.string(),
  language: v.string(),
});
export type GameLaunchRequest = v.InferInput<typeof gameLaunchRequestSchema>;

/**
 * A visitor's free trial: the launch request without the session's fields
 * (no token, no username, no account type: a trial is never real money).
 */
export const gameTrialLaunchRequestSchema = v.object({
  launchMode: v.literal('GLS'),
  gameId: v.optional(idText),
  nodeId: v.optional(idText),
  vassalage: v.string(),
  platform: v.string(),
  clientType: integer,
  merchantCode: v.string(),
  language: v.string(),
});
export type GameTrialLaunchRequest = v.InferInput<typeof gameTrialLaunchRequestSchema>;

// ---- definitions -----------------------------------------------------------

export const gamesVendorsEndpoint = defineEndpoint({
  id: 'games.vendors',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameVendor',
  token: 'optional',
  request: v.object({ merchantCode: v.string(), platform: v.optional(v.string()) }),
  response: gameVendorsSchema,
  summary: 'Vendors by category; visitors get the public catalogue',
});
export const gamesGameListEndpoint = defineEndpoint({
  id: 'games.gameList',
  method: 'GET',
  path: '/wps/relay/GCSGAME_gameList',
  token: 'optional',
  moduleId: 'GAMELO3',
  request: gameListRequestSchema,
  response: gameListSchema,
  summary: "A page of a vendor's games (twelve parameters)",
});
export const gamesLaunchEndpoint = defineEndpoint({
  id: 'games.launch',
  method: 'GET',
  path: '/wps/game/launchGame',
  moduleId: 'GAMELO3',
  request: gameLaunchRequestSchema,
  response: launchResultSchema,
  summary: 'Launch a third-party game (launchMode GLS)',
});
export const gamesTrialLaunchEndpoint = defineEndpoint({
  id: 'games.trialLaunch',
  method: 'GET',
  path: '/wps/relay/GCS_gameTrialLaunch',
  token: 'none',
  moduleId: 'GAMELO3',
  request: gameTrialLaunchRequestSchema,
  response: launchResultSchema,
  summary: "A visitor's free trial of a game that offers one",
  source: 'catalogue',
  assumption:
    "The catalogue names the call only: its fields are taken to be the launch call's without the session (no token, username or account type), and its answer the launch answer (game_url, game_url2 or content)",
});
// ---- calls -----------------------------------------------------------------

/** Vendors by category, for the header and the games pages; sends the token only when logged in. */
export function getGameVendors(
  client: PlatformClient,
  input: { platform?: string } = {},
  options?: CallOptions,
): Promise<GameVendors> {
  return client.call(
    gamesVendorsEndpoint,
    { merchantCode: client.merchantCode, platform: input.platform ?? 'html5-desktop' },
    options,
  );
}

export interface GameListQuery {
  vassalage: string;
  pageNo?: number;
  pageSize?: number;
  gameType?: string;
  gameName?: string;
  minBet?: number | '';
  minLineNum?: number | '';
  channel?: string;
  platform?: string;
  clientType?: number;
}

/** Fills the twelve parameters of the game list. */
export function gameListRequestOf(client: PlatformClient, query: GameListQuery): GameListRequest {
  return {
    clientType: query.clientType ?? 3,
    platform: query.platform ?? 'flash,html5-desktop',
    channel: query.channel ?? '',
    merchant: client.merchantCode,
    gameName: query.gameName ?? '',
    minBet: query.minBet ?? '',
    minLineNum: query.minLineNum ?? '',
    pageNo: query.pageNo ?? 1,
    pageSize: query.pageSize ?? gameListPageSize.base,
    vassalage: query.vassalage,
    language: client.language(),
    gameType: query.gameType ?? '',
  };
}

export function getGameList(client: PlatformClient, query: GameListQuery, options?: CallOptions): Promise<GameList> {
  return client.call(gamesGameListEndpoint, gameListRequestOf(client, query), options);
}

export interface LaunchGameInput {
  vassalage: string;
  gameId?: string;
  roomId?: string;
  nodeId?: string;
  /** Free trial (accountType 0) instead of real money. */
  trial?: boolean;
  username?: string;
}

/**
 * Launches a third-party game and returns the address to open:
 * launch mode GLS, html5-desktop, client type 3, no transfer confirmation.
 */
export async function launchGame(
  client: PlatformClient,
  input: LaunchGameInput,
  options?: CallOptions,
): Promise<string> {
  const token = client.token();
  const result = await client.call(
    gamesLaunchEndpoint,
    {
      launchMode: 'GLS',
      vassalage: input.vassalage,
      ...(input.gameId === undefined ? {} : { gameId: input.gameId }),
      ...(input.roomId === undefined ? {} : { roomId: input.roomId }),
      ...(input.nodeId === undefined ? {} : { nodeId: input.nodeId }),
      accountType: input.trial ? 0 : 1,
      confirmTrans: 0,
      platform: 'html5-desktop',
      clientType: 3,
      ...(input.username === undefined ? {} : { username: input.username }),
      ...(token === null ? {} : { token }),
      merchantCode: client.merchantCode,
      language: client.language(),
    },
    options,
  );
  return launchUrlOf(result) ?? '';
}

export interface TrialLaunchInput {
  vassalage: string;
  gameId?: string;
  nodeId?: string;
}

/** A visitor's free trial of a game (no session needed); returns the address to open. */
export async function launchTrialGame(
  client: PlatformClient,
  input: TrialLaunchInput,
  options?: CallOptions,
): Promise<string> {
  const result = await client.call(
    gamesTrialLaunchEndpoint,
    {
      launchMode: 'GLS',
      vassalage: input.vassalage,
      ...(input.gameId === undefined ? {} : { gameId: input.gameId }),
      ...(input.nodeId === undefined ? {} : { nodeId: input.nodeId }),
      platform: 'html5-desktop',
      clientType: 3,
      merchantCode: client.merchantCode,
      language: client.language(),
    },
    options,
  );
  return launchUrlOf(result) ?? '';
}
