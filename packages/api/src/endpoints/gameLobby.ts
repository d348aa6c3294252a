import * as v from 'valibot';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import {
  anyValue,
  flag,
  idText,
  integer,
  list,
  noFields,
  optionalFields,
  optionalId,
  optionalNumber,
  optionalText,
} from './fields';
import { type Game, gameSchema } from './games';

/**
 * The games pages' own calls: a vendor's kinds of game, favourites, PvP
 * rooms, hot and recent games. Apart from `games.ts`, whose module the first route loads, so they
 * ship with the games pages (a module lands whole in one chunk).
 */

// ---- schemas ---------------------------------------------------------------

export const hotGamesRequestSchema = v.object({
  merchantCode: v.string(),
  isPlatform: v.optional(flag),
  vassalage: v.optional(v.string()),
  platform: v.string(),
  language: v.string(),
});

export const hotGamesSchema = v.object({ list: list(gameSchema) });

/** Sub-types of a vendor seen on the platform: scratch, video poker, jackpot, table, arcade, bingo. */
export const vendorGameTypeSchema = v.object({
  gameType: v.string(),
  gameTypeName: optionalText,
  count: optionalNumber,
});
export type VendorGameType = v.InferOutput<typeof vendorGameTypeSchema>;

export const favoriteRequestSchema = v.object({
  nodeId: idText,
  vendor: v.string(),
  gameType: v.string(),
});

export const favoriteGameListSchema = v.object({
  content: list(gameSchema),
  pageNum: optionalNumber,
  totalPages: optionalNumber,
});

/** A PvP room (GLS2_roomList). */
export const pvpRoomSchema = v.object({
  roomId: idText,
  roomName: v.string(),
  gameId: optionalId,
  minBet: optionalNumber,
  maxBet: optionalNumber,
  onlineCount: optionalNumber,
  /** The room's table level (Beginner, Intermediate, Advanced, VIP). */
  level: optionalText,
  /** Seats at the table. */
  maxPlayers: optionalNumber,
  /** Balance a player needs to sit down. */
  minBalance: optionalNumber,
});
export type PvpRoom = v.InferOutput<typeof pvpRoomSchema>;

// ---- definitions -----------------------------------------------------------

export const gamesVendorGameTypesEndpoint = defineEndpoint({
  id: 'games.vendorGameTypes',
  method: 'GET',
  path: '/wps/relay/GCSGAME_getVassGameType',
  token: 'optional',
  moduleId: 'COMM3',
  request: v.object({ vassalage: v.string(), merchantCode: v.optional(v.string()) }),
  response: list(vendorGameTypeSchema),
  summary: 'Game sub-types of a vendor',
  assumption: 'Fields (vassalage in, gameType/gameTypeName/count out) are inferred',
});
export const gamesFavoriteIdsEndpoint = defineEndpoint({
  id: 'games.favoriteIds',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGames',
  moduleId: 'GAMELOFAV3',
  request: noFields,
  response: list(idText),
  summary: 'Node ids of favourite games',
});
export const gamesFavoriteGamesEndpoint = defineEndpoint({
  id: 'games.favoriteGames',
  method: 'GET',
  path: '/wps/relay/MCSFE_getFavoriteGamesList',
  moduleId: 'GAMELOFAV3',
  request: optionalFields({ pageNo: v.optional(integer), pageSize: v.optional(integer) }),
  response: favoriteGameListSchema,
  summary: 'Favourite games, paged (content, pageNum, totalPages)',
});
export const gamesAddFavoriteEndpoint = defineEndpoint({
  id: 'games.addFavorite',
  method: 'POST',
  path: '/wps/relay/MCSFE_addFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  request: favoriteRequestSchema,
  response: anyValue,
  summary: 'Add a favourite game',
  source: 'catalogue',
});
export const gamesRemoveFavoriteEndpoint = defineEndpoint({
  id: 'games.removeFavorite',
  method: 'DELETE',
  path: '/wps/relay/MCSFE_removeFavoriteGameV2',
  moduleId: 'GAMELOFAV3',
  request: favoriteRequestSchema,
  response: anyValue,
  summary: 'Remove a favourite game',
  source: 'catalogue',
});
export const gamesPvpRoomsEndpoint = defineEndpoint({
  id: 'games.pvpRooms',
  method: 'GET',
  path: '/wps/relay/GLS2_roomList',
  request: optionalFields({ vassalage: v.optional(v.string()), gameId: v.optional(idText) }),
  response: list(pvpRoomSchema),
  summary: 'PvP rooms',
  assumption: 'Room fields (roomId, roomName, bets, online count) are inferred',
});

export const gamesHotGamesEndpoint = defineEndpoint({
  id: 'games.hotGames',
  method: 'GET',
  path: '/wps/relay/GCSGAME_hotGamesV2',
  token: 'none',
  moduleId: 'GAMELOHOT3',
  request: hotGamesRequestSchema,
  response: hotGamesSchema,
  summary: 'Hot games (value.list)',
});
export const gamesRecentGamesEndpoint = defineEndpoint({
  id: 'games.recentGames',
  method: 'GET',
  path: '/wps/relay/GCS_recentGame',
  moduleId: 'GAMELOREC3',
  request: noFields,
  response: list(gameSchema),
  summary: 'Recently played games',
});
// ---- calls -----------------------------------------------------------------

export function getHotGames(
  client: PlatformClient,
  input: { vassalage?: string; isPlatform?: boolean } = {},
  options?: CallOptions,
): Promise<Game[]> {
  return client
    .call(
      gamesHotGamesEndpoint,
      {
        merchantCode: client.merchantCode,
        isPlatform: input.isPlatform ?? true,
        platform: 'html5-desktop',
        language: client.language(),
        ...(input.vassalage === undefined ? {} : { vassalage: input.vassalage }),
      },
      options,
    )
    .then((value) => value.list);
}

export function getVendorGameTypes(
  client: PlatformClient,
  input: { vassalage: string },
  options?: CallOptions,
): Promise<VendorGameType[]> {
  return client.call(gamesVendorGameTypesEndpoint, { ...input, merchantCode: client.merchantCode }, options);
}
