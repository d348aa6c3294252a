/** Vendors, game lists, hot games, favourites, recent games, PvP rooms, launch and the winner board. */
import { gameSessionEndpoints, gamesEndpoints } from '@lobby/api';
import type { CategoryCode, GameFixture, VendorFixture } from '../fixtures/types';
import { fail } from '../sandbox/errors';
import { type Account, TRIAL_TYPE } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { page } from './format';
import { answer, type Route } from './route';

/** Order of the categories in the vendor list (the header nav follows it). */
const laneOrder: readonly CategoryCode[] = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT'];

const subTypeNames: Record<string, string> = {
  SLOT: 'Slots',
  SC: 'Scratch',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  BG: 'Bingo',
  Crash: 'Crash',
};

export function gameValue(game: GameFixture) {
  return {
    vassalage: game.vassalage,
    gameName: game.gameName,
    nodeId: String(game.nodeId),
    gameId: String(game.gameId),
    nodeName: game.nodeName,
    showIcon: game.showIcon,
    supportPlay: game.supportPlay,
    gameType: game.gameType,
    isGame: game.isGame,
    code: game.code,
    defaultPlayType: game.defaultPlayType,
    accountTypeName: game.accountTypeName,
    isHot: game.isHot,
    minBet: game.minBet,
    // Beyond the client's schema, as on the platform: the sub-type and class drive RNG tabs and the crash page.
    gameClassify: game.gameClassify,
    subType: game.subType,
    lineNum: game.lineNum,
    rtp: game.rtp,
  };
}

/** A vendor as a list entry that opens its game list (isGame VASSALAGE). */
function vendorEntry(vendor: VendorFixture) {
  return {
    vassalage: vendor.vassalage,
    gameName: vendor.displayName,
    nodeId: null,
    gameId: null,
    nodeName: vendor.displayName,
    showIcon: vendor.smallIcon,
    supportPlay: 1,
    gameType: vendor.gameType,
    isGame: 'VASSALAGE',
    code: null,
    defaultPlayType: null,
    accountTypeName: vendor.accountTypeName,
    isHot: vendor.isHot,
    minBet: null,
  };
}

/** Matches the list's gameType filter: a category, an RNG sub-type, or a class such as Crash. */
function matchesType(game: GameFixture, wanted: string): boolean {
  if (!wanted) return true;
  const upper = wanted.toUpperCase();
  return (
    game.gameType === upper ||
    game.category === upper ||
    game.subType === upper ||
    game.gameClassify.toUpperCase() === upper
  );
}

function findGame(sandbox: Sandbox, ids: { gameId?: string | undefined; nodeId?: string | undefined }) {
  const index = sandbox.catalogue.index;
  if (ids.gameId) {
    const game = index.gameById.get(Number(ids.gameId));
    if (game) return game;
  }
  if (ids.nodeId) {
    const game = sandbox.catalogue.games.find((candidate) => String(candidate.nodeId) === ids.nodeId);
    if (game) return game;
  }
  return undefined;
}

function remember(account: Account, game: GameFixture): void {
  account.recent = [game.gameId, ...account.recent.filter((id) => id !== game.gameId)].slice(0, 20);
}

export function gamesRoutes(): Route[] {
  return [
    answer(gamesEndpoints.vendors, ({ sandbox, input }) => {
      if (input.merchantCode !== sandbox.merchantCode) fail('merchant.not.exists');
      const lanes = laneOrder
        .map((title) => ({
          title,
          // E-sports vendors travel inside SPORTS; the brand's vendor list splits them out.
          cards: sandbox.catalogue.vendors
            .filter((vendor) => vendor.gameType === title)
            .sort((a, b) => a.sort - b.sort)
            .map((vendor) => ({
              vassalage: vendor.vassalage,
              displayName: vendor.displayName,
              smallIcon: vendor.smallIcon,
              isHot: vendor.isHot,
              accountTypeName: vendor.accountTypeName,
            })),
        }))
        .filter((lane) => lane.cards.length > 0);
      return { data: { lanes } };
    }),

    answer(gamesEndpoints.gameList, ({ sandbox, input }) => {
      if (input.merchant !== sandbox.merchantCode) fail('merchant.not.exists');
      const source = input.vassalage
        ? (sandbox.catalogue.index.gamesByVendor.get(input.vassalage) ?? [])
        : sandbox.catalogue.games;
      const name = input.gameName.trim().toLowerCase();
      const minBet = input.minBet === '' ? undefined : input.minBet;
      const minLines = input.minLineNum === '' ? undefined : input.minLineNum;
      const games = source
        .filter((game) => matchesType(game, input.gameType))
        .filter((game) => !name || game.gameName.toLowerCase().includes(name))
        .filter((game) => minBet === undefined || game.minBet <= minBet)
        .filter((game) => minLines === undefined || game.lineNum >= minLines)
        .sort((a, b) => b.isHot - a.isHot || a.popularity - b.popularity || a.gameId - b.gameId);
      const paged = page(games, input.pageNo, input.pageSize, 24);
      return { games: paged.list.map(gameValue), pageNum: paged.pageNum, totalPages: paged.totalPages };
    }),

    answer(gamesEndpoints.vendorGameTypes, ({ sandbox, input }) => {
      const games = sandbox.catalogue.index.gamesByVendor.get(input.vassalage);
      if (!games) fail('vendor.not.exists');
      const counts = new Map<string, number>();
      for (const game of games) {
        const key = game.gameClassify === 'Crash' ? 'Crash' : (game.subType ?? game.gameType);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      return [...counts].map(([gameType, count]) => ({
        gameType,
        gameTypeName: subTypeNames[gameType] ?? gameType,
        count,
      }));
    }),

    answer(gamesEndpoints.hotGames, ({ sandbox, input }) => {
      if (input.merchantCode !== sandbox.merchantCode) fail('merchant.not.exists');
      const games = sandbox.catalogue.games
        .filter((game) => game.isHot === 1 && ['RNG', 'LIVE', 'FISH', 'PVP'].includes(game.category))
        .filter((game) => !input.vassalage || game.vassalage === input.vassalage)
        .sort((a, b) => a.popularity - b.popularity || a.gameId - b.gameId)
        .slice(0, 24)
        .map(gameValue);
      // The platform's own list leads with a few hot vendors that open their game lists.
      const vendors =
        input.isPlatform && !input.vassalage
          ? sandbox.catalogue.vendors.filter((vendor) => vendor.isHot === 1 && vendor.gameType === 'RNG').slice(0, 3)
          : [];
      return { list: [...vendors.map(vendorEntry), ...games] };
    }),

    answer(gamesEndpoints.favoriteIds, ({ sandbox, member }) =>
      member()
        .favorites.map((id) => sandbox.catalogue.index.gameById.get(id))
        .filter((game): game is GameFixture => !!game)
        .map((game) => String(game.nodeId)),
    ),

    answer(gamesEndpoints.favoriteGames, ({ sandbox, input, member }) => {
      const games = member()
        .favorites.map((id) => sandbox.catalogue.index.gameById.get(id))
        .filter((game): game is GameFixture => !!game);
      const paged = page(games, input?.pageNo, input?.pageSize, 24);
      return { content: paged.list.map(gameValue), pageNum: paged.pageNum, totalPages: paged.totalPages };
    }),

    answer(gamesEndpoints.addFavorite, ({ sandbox, input, member }) => {
      const game = findGame(sandbox, { nodeId: input.nodeId });
      if (!game || game.vassalage !== input.vendor) fail('game.not.exists');
      const account = member();
      if (!account.favorites.includes(game.gameId)) account.favorites.unshift(game.gameId);
      return null;
    }),

    answer(gamesEndpoints.removeFavorite, ({ sandbox, input, member }) => {
      const game = findGame(sandbox, { nodeId: input.nodeId });
      if (!game) fail('game.not.exists');
      const account = member();
      account.favorites = account.favorites.filter((id) => id !== game.gameId);
      return null;
    }),

    answer(gamesEndpoints.recentGames, ({ sandbox, member }) =>
      member()
        .recent.map((id) => sandbox.catalogue.index.gameById.get(id))
        .filter((game): game is GameFixture => !!game && game.category !== 'LOTT' && game.category !== 'ELOTT')
        .map(gameValue),
    ),

    answer(gamesEndpoints.pvpRooms, ({ sandbox, input }) => {
      const query = input ?? {};
      const rooms = sandbox.catalogue.pvpRooms.filter((room) => {
        if (query.gameId && String(room.gameId) !== query.gameId) return false;
        if (query.vassalage) return sandbox.catalogue.index.gameById.get(room.gameId)?.vassalage === query.vassalage;
        return true;
      });
      return rooms.slice(0, query.gameId ? rooms.length : 60).map((room) => ({
        roomId: String(room.roomId),
        roomName: room.roomName,
        gameId: String(room.gameId),
        minBet: room.baseBet,
        maxBet: room.baseBet * 100,
        onlineCount: room.onlinePlayers,
        level: room.level,
        maxPlayers: room.maxPlayers,
        minBalance: room.minBalance,
      }));
    }),

    answer(gamesEndpoints.launch, ({ sandbox, input, member, cdnBase }) => {
      const account = member();
      // The launch names the player; a name that is not the session's is someone else's game.
      if (input.username !== undefined && input.username.toLowerCase() !== account.username.toLowerCase()) {
        fail('request.invalid', { detail: "The username is not the session's" });
      }
      const room = input.roomId
        ? sandbox.catalogue.pvpRooms.find((candidate) => String(candidate.roomId) === input.roomId)
        : undefined;
      if (input.roomId && !room) fail('room.not.exists');
      const game =
        (room ? sandbox.catalogue.index.gameById.get(room.gameId) : undefined) ??
        findGame(sandbox, input) ??
        // Sportsbooks and lottery lobbies launch by vendor alone.
        (!input.gameId && !input.nodeId ? sandbox.catalogue.index.gamesByVendor.get(input.vassalage)?.[0] : undefined);
      if (!game || game.vassalage !== input.vassalage) fail('game.not.exists');
      if (input.accountType === 0 && game.supportPlay !== 0) fail('trial.not.supported');
      // A trial (type 4) account plays its trial credit, so only games with a free trial;
      // real-money games, PvP rooms and sportsbooks need a real account.
      const trialAccount = account.type === TRIAL_TYPE;
      if (trialAccount && (room || game.supportPlay !== 0)) fail('real.account.required');
      remember(account, game);
      account.openGames.add(game.vassalage);
      const params = new URLSearchParams({
        mode: input.accountType === 0 || trialAccount ? 'trial' : 'real',
        lang: input.language,
        player: account.username,
        ...(room ? { room: String(room.roomId) } : {}),
      });
      const url = `${cdnBase}/game/${encodeURIComponent(game.vassalage)}/${game.gameId}?${params}`;
      // The platform answers in three shapes; each game always gets the same one.
      switch (game.gameId % 3) {
        case 0:
          return { game_url: url };
        case 1:
          return { game_url2: url };
        default:
          return { content: { game_url: url } };
      }
    }),

    answer(gamesEndpoints.trialLaunch, ({ sandbox, input, deviceKey, cdnBase }) => {
      if (input.merchantCode !== sandbox.merchantCode) fail('merchant.not.exists');
      const game = findGame(sandbox, input);
      if (!game || game.vassalage !== input.vassalage) fail('game.not.exists');
      if (game.supportPlay !== 0) fail('trial.not.supported');
      const play = {
        id: sandbox.nextId('trialPlay'),
        gameId: game.gameId,
        device: deviceKey,
        startedAt: sandbox.now(),
      };
      sandbox.trialPlays.push(play);
      const params = new URLSearchParams({ mode: 'trial', lang: input.language, trial: String(play.id) });
      return { game_url: `${cdnBase}/game/${encodeURIComponent(game.vassalage)}/${game.gameId}?${params}` };
    }),

    // One game by its id, as the vendor's list shows it; the player's own games only (a session is needed).
    answer(gameSessionEndpoints.singleGame, ({ sandbox, input, member }) => {
      member();
      const game = /^\d+$/.test(input.gameId) ? sandbox.catalogue.index.gameById.get(Number(input.gameId)) : undefined;
      if (!game) fail('game.not.exists');
      return gameValue(game);
    }),

    // Leaving a game ends its session; leaving one that is not open (a second tab, a reload) changes nothing.
    answer(gameSessionEndpoints.logout, ({ input, member }) => {
      const account = member();
      const wasOpen = account.openGames.delete(input.vassalage);
      return { vassalage: input.vassalage, loggedOut: wasOpen };
    }),

    answer(gamesEndpoints.winnerBoard, ({ sandbox, input }) => {
      const size = Math.max(1, Math.min(input?.size ?? 20, sandbox.catalogue.winners.length));
      return sandbox.catalogue.winners.slice(0, size).map((winner) => ({ ...winner }));
    }),
  ];
}
