/** Round trips of the game and lottery calls: vendors, lists, favourites, recent games, launches and draws. */
import * as api from '@lobby/api';
import { expect } from 'vitest';
import { player, type RoundTripCase, refusal, roundTrip, vip } from './case';

export const playCases: Record<string, RoundTripCase> = {
  // ---- games
  'games.vendors': roundTrip({
    run: ({ client }) => api.getGameVendors(client),
    check(result) {
      const lanes = result.data.lanes;
      expect(lanes.map((lane) => lane.title)).toEqual(['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'LOTT', 'ELOTT']);
      expect(lanes.find((lane) => lane.title === 'RNG')?.cards.map((card) => card.vassalage)).toContain('PP');
      // Lottery vendors name their product, which picks the lottery page; other vendors name none.
      const lottery = lanes
        .filter((lane) => lane.title === 'LOTT' || lane.title === 'ELOTT')
        .flatMap((lane) => lane.cards);
      expect(lottery.map((card) => [card.vassalage, card.accountTypeName])).toEqual([
        ['TCG', 'LOTT'],
        ['TCGSEA', 'TCG_SEA'],
        ['TCGVN', 'TCG_LOTTO_VN'],
        ['TCGE', 'ELOTT'],
        ['GW', 'ELOTT'],
      ]);
      expect(lanes.find((lane) => lane.title === 'RNG')?.cards.every((card) => card.accountTypeName == null)).toBe(
        true,
      );
    },
  }),
  'games.gameList': roundTrip({
    run: ({ client }) => api.getGameList(client, { vassalage: 'PP', pageNo: 2, pageSize: 18 }),
    check(list) {
      expect(list.games).toHaveLength(18);
      expect(list.pageNum).toBe(2);
      expect(list.totalPages).toBeGreaterThan(2);
      expect(new Set(list.games.map((game) => game.vassalage))).toEqual(new Set(['PP']));
      // The class and sub-type arrive: the crash page and the RNG tabs filter by them.
      expect(list.games.every((game) => game.gameClassify && game.subType)).toBe(true);
    },
  }),
  'games.vendorGameTypes': roundTrip({
    run: ({ client }) => api.getVendorGameTypes(client, { vassalage: 'MG' }),
    check: (types) =>
      expect(types.map((type) => [type.gameType, type.gameTypeName, type.count])).toEqual([
        ['SLOT', 'Slots', 331],
        ['TG', 'Table Games', 15],
        ['JP', 'Jackpot', 18],
        ['BG', 'Bingo', 13],
        ['SC', 'Scratch', 12],
        ['VP', 'Video Poker', 11],
      ]),
  }),
  'games.hotGames': roundTrip({
    run: ({ client }) => api.getHotGames(client),
    check(list) {
      // The platform's own list leads with three hot slot vendors, then hot games.
      const vendors = list.filter((entry) => entry.isGame === 'VASSALAGE');
      expect(vendors.map((entry) => [entry.vassalage, entry.gameType])).toEqual([
        ['PP', 'RNG'],
        ['JILI', 'RNG'],
        ['PG', 'RNG'],
      ]);
      expect(list.slice(0, 3)).toEqual(vendors);
      expect(list).toHaveLength(27);
      expect(list.slice(3).every((game) => game.isHot && game.isGame !== 'VASSALAGE')).toBe(true);
    },
  }),
  'games.favoriteIds': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.gamesFavoriteIdsEndpoint),
    check: (ids) =>
      expect(ids).toEqual(['701058', '702240', '704635', '700446', '704613', '702959', '700983', '700919']),
  }),
  'games.favoriteGames': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.gamesFavoriteGamesEndpoint, { pageNo: 1, pageSize: 24 }),
    async check(page, { client }) {
      expect(page.content.map((game) => game.nodeId)).toEqual(await client.call(api.gamesFavoriteIdsEndpoint));
      expect(page.content.every((game) => game.gameName !== '' && game.isHot)).toBe(true);
    },
  }),
  'games.addFavorite': roundTrip({
    as: player,
    async run({ client }) {
      const game = (await api.getGameList(client, { vassalage: 'JILI', pageNo: 3, pageSize: 18 })).games[4];
      await client.call(api.gamesAddFavoriteEndpoint, { nodeId: game?.nodeId ?? '', vendor: 'JILI', gameType: 'RNG' });
      return game;
    },
    async check(game, { client }) {
      const ids = await client.call(api.gamesFavoriteIdsEndpoint);
      expect(ids).toHaveLength(9);
      expect(ids[0]).toBe(game?.nodeId);
      expect((await client.call(api.gamesFavoriteGamesEndpoint, {})).content[0]?.gameName).toBe(game?.gameName);
    },
  }),
  'games.removeFavorite': roundTrip({
    as: player,
    async run({ client }) {
      const [first] = (await client.call(api.gamesFavoriteGamesEndpoint, {})).content;
      await client.call(api.gamesRemoveFavoriteEndpoint, {
        nodeId: first?.nodeId ?? '',
        vendor: first?.vassalage ?? '',
        gameType: 'RNG',
      });
      return first;
    },
    async check(removed, { client }) {
      expect(removed?.nodeId).toBe('701058');
      expect(await client.call(api.gamesFavoriteIdsEndpoint)).toEqual([
        '702240',
        '704635',
        '700446',
        '704613',
        '702959',
        '700983',
        '700919',
      ]);
    },
  }),
  'games.recentGames': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.gamesRecentGamesEndpoint),
    check(games) {
      expect(games.map((game) => game.gameId)).toEqual([
        '102945',
        '102114',
        '102828',
        '104992',
        '104068',
        '100555',
        '104714',
        '104912',
        '100984',
        '105129',
      ]);
    },
  }),
  'games.pvpRooms': roundTrip({
    as: player,
    run: ({ client }) => client.call(api.gamesPvpRoomsEndpoint, { vassalage: 'KM' }),
    check(rooms) {
      expect(rooms).toHaveLength(60);
      expect(rooms[0]).toMatchObject({
        roomId: '900001',
        roomName: 'Beginner',
        minBet: 1,
        maxBet: 100,
        level: 'Beginner',
        maxPlayers: expect.any(Number),
        minBalance: expect.any(Number),
      });
      expect(new Set(rooms.map((room) => room.level))).toEqual(
        new Set(['Beginner', 'Intermediate', 'Advanced', 'VIP']),
      );
      expect(rooms.every((room) => (room.maxPlayers ?? 0) >= 2 && (room.minBalance ?? 0) > 0)).toBe(true);
      expect(rooms.every((room) => room.maxBet === (room.minBet ?? 0) * 100)).toBe(true);
    },
  }),
  'games.launch': roundTrip({
    as: player,
    async run({ client }) {
      const game = (await api.getGameList(client, { vassalage: 'PG', pageNo: 1, pageSize: 24 })).games[3];
      const url = await api.launchGame(client, { vassalage: 'PG', gameId: game?.gameId ?? '', username: player });
      return { game, url };
    },
    async check({ game, url }, { client }) {
      // Another player's name with this session is refused.
      expect(
        await refusal(api.launchGame(client, { vassalage: 'PG', gameId: game?.gameId ?? '', username: vip })),
      ).toBe('request.invalid');
      expect(url).toMatch(new RegExp(`/__sandbox/cdn/game/PG/${game?.gameId}\\?mode=real&lang=EN&player=${player}$`));
      // The launched game heads the member's recent games.
      const recent = await client.call(api.gamesRecentGamesEndpoint);
      expect(recent[0]?.gameId).toBe(game?.gameId);
      expect(recent).toHaveLength(11);
    },
  }),
  'games.logout': roundTrip({
    as: player,
    async run({ client }) {
      const game = (await api.getGameList(client, { vassalage: 'PG', pageNo: 1, pageSize: 24 })).games[0];
      await api.launchGame(client, { vassalage: 'PG', gameId: game?.gameId ?? '', username: player });
      return api.logoutGame(client, { vassalage: 'PG' });
    },
    async check(first, { client }) {
      // The open game's session ends once; leaving again (another tab) changes nothing.
      expect(first).toEqual({ vassalage: 'PG', loggedOut: true });
      expect(await api.logoutGame(client, { vassalage: 'PG' })).toEqual({ vassalage: 'PG', loggedOut: false });
    },
  }),
  'games.singleGame': roundTrip({
    as: player,
    async run({ client }) {
      const listed = (await api.getGameList(client, { vassalage: 'PG', pageNo: 1, pageSize: 24 })).games[5];
      const found = await api.getSingleGame(client, { gameId: listed?.gameId ?? '' });
      return { listed, found };
    },
    async check({ listed, found }, { client }) {
      // The game as its vendor's list shows it.
      expect(found).toEqual(listed);
      expect(await refusal(api.getSingleGame(client, { gameId: '999999999' }))).toBe('game.not.exists');
      expect(await refusal(api.getSingleGame(client, { gameId: 'not-a-game' }))).toBe('game.not.exists');
    },
  }),
  'games.trialLaunch': roundTrip({
    async run({ client }) {
      const games = (await api.getGameList(client, { vassalage: 'PG', pageNo: 1, pageSize: 24 })).games;
      const offered = games.find((game) => game.supportPlay === 0);
      const refused = games.find((game) => game.supportPlay !== 0);
      const url = await api.launchTrialGame(client, { vassalage: 'PG', gameId: offered?.gameId ?? '' });
      return { offered, refused, url };
    },
    async check({ offered, refused, url }, { client, sandbox }) {
      // A visitor: no token, no player in the address, a trial session of its own.
      expect(url).toMatch(new RegExp(`/__sandbox/cdn/game/PG/${offered?.gameId}\\?mode=trial&lang=EN&trial=1$`));
      expect(sandbox.trialPlays.map((play) => play.gameId)).toEqual([Number(offered?.gameId)]);
      // A game without a free trial is refused, and starts no session.
      expect(await refusal(api.launchTrialGame(client, { vassalage: 'PG', gameId: refused?.gameId ?? '' }))).toBe(
        'trial.not.supported',
      );
      expect(sandbox.trialPlays).toHaveLength(1);
    },
  }),
  'games.winnerBoard': roundTrip({
    run: ({ client }) => api.getWinnerBoard(client, { size: 10 }),
    check(winners) {
      expect(winners).toHaveLength(10);
      expect(winners[0]).toMatchObject({ player: 'jo***57', gameName: 'Blackjack Salon Privé B', vassalage: 'WM' });
      expect(winners.every((winner) => /^[a-z]{2}\*{3}\d{2}$/.test(winner.player))).toBe(true);
    },
  }),

  // ---- lottery
  'lottery.gameMenus': roundTrip({
    run: ({ client }) => api.getLotteryMenus(client, { prizeMode: 'Lott' }),
    check(groups) {
      expect(groups.map((group) => group.gameGroupCode)).toEqual(['SSC', '11X5', 'K3', 'PK10', 'LHC']);
      expect(new Set(groups.map((group) => group.accountTypeName))).toEqual(new Set(['LOTT']));
    },
  }),
  'lottery.popular': roundTrip({
    run: ({ client }) => api.getPopularLotteries(client),
    check(list) {
      expect(list).toHaveLength(20);
      expect(new Set(list.map((game) => game.gameCode)).size).toBe(20);
    },
  }),
  'lottery.vnMenus': roundTrip({
    run: ({ client }) => client.call(api.lotteryVnMenusEndpoint),
    check(groups) {
      expect(groups[0]).toMatchObject({ gameGroupCode: 'VN_NORTH', labelName: 'Northern' });
      expect(groups[0]?.gameMenus[0]).toMatchObject({ gameCode: 'VN_N_HN', gameName: 'Hà Nội', gameId: '105161' });
    },
  }),
  'lottery.vnRecent': roundTrip({
    as: player,
    async run({ client }) {
      expect(await client.call(api.lotteryVnRecentEndpoint)).toEqual([]);
      await api.launchLottery(client, {
        lottoGameCode: 'VN_N_HN',
        lottoView: 'betting',
        lottoArea: 'VN',
        device: 'WEB',
        backUrl: 'https://lobby.example/vnlottery',
      });
      return client.call(api.lotteryVnRecentEndpoint);
    },
    check: (list) => expect(list.map((game) => [game.gameCode, game.gameName])).toEqual([['VN_N_HN', 'Hà Nội']]),
  }),
  'lottery.vnOpenedNumeros': roundTrip({
    run: ({ client }) => client.call(api.lotteryVnOpenedNumerosEndpoint, { gameCode: 'VN_F_1M', count: 10 }),
    check(draws) {
      expect(draws).toHaveLength(10);
      expect(new Set(draws.map((draw) => draw.gameCode))).toEqual(new Set(['VN_F_1M']));
      // Newest first, one draw a minute.
      const times = draws.map((draw) => Date.parse(`${draw.openTime?.replace(' ', 'T')}Z`));
      expect(times.slice(1).map((time, index) => (times[index] ?? 0) - time)).toEqual(Array(9).fill(60_000));
      expect(new Set(draws.map((draw) => draw.numero)).size).toBe(10);
    },
  }),
  'lottery.openedNumeros': roundTrip({
    as: player,
    run: ({ client }) => api.getOpenedNumeros(client, { gameCode: 'CQSSC' }),
    check(draws) {
      expect(draws).toHaveLength(100);
      expect(draws.every((draw) => draw.gameCode === 'CQSSC' && /^\d(,\d){4}$/.test(draw.winningNumbers ?? ''))).toBe(
        true,
      );
    },
  }),
  'lottery.launch': roundTrip({
    as: player,
    run: ({ client }) =>
      api.launchLottery(client, {
        lottoArea: 'VN',
        lottoView: 'betting',
        lottoGameCode: 'VN_N_QN',
        gameCode: 'VN_N_QN',
        playType: 'LO_2_SO',
        device: 'WEB',
        backUrl: 'https://lobby.example/vnlottery',
      }),
    async check(url, { client }) {
      expect(url).toMatch(
        /\/__sandbox\/cdn\/lottery\/VN_N_QN\?launchMode=LOTT&view=betting&lang=EN&device=WEB&playType=LO_2_SO&area=VN&backUrl=https%3A%2F%2Flobby.example%2Fvnlottery$/,
      );
      // The launched game heads the member's recent VN lotteries.
      expect((await client.call(api.lotteryVnRecentEndpoint)).map((game) => game.gameCode)).toEqual(['VN_N_QN']);
    },
  }),
};
