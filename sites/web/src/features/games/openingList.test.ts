import { afterEach, describe, expect, it } from 'vitest';
import { serverQueryOf } from './catalogue';
import { openingListOf } from './openingList';

const firstPage = {
  pageNum: 1,
  totalPages: 9,
  games: [
    { vassalage: 'PP', gameName: 'Cappadocia', gameId: '1', isHot: 1 },
    { vassalage: 'JILI', gameName: 'Rocket Dice', gameId: '2' },
  ],
};

function drawn(list: unknown, startedAt = Date.now()) {
  window.__lobbyStartup = {
    brandFileAddress: null,
    brandFile: null,
    answers: [],
    splashGames: { gameType: 'RNG', aspect: 'square', language: 'EN', startedAt, list, tiles: [] },
  };
}

describe('the list a games page opens on', () => {
  afterEach(() => {
    delete window.__lobbyStartup;
  });

  it("is the splash's first page, read by the list's schema, in its category and language", () => {
    drawn(firstPage);
    const list = openingListOf('RNG', 'EN');
    expect(list?.games.map((game) => game.gameName)).toEqual(['Cappadocia', 'Rocket Dice']);
    expect(list?.games[0]?.isHot).toBe(true);
    expect(openingListOf('LIVE', 'EN')).toBeUndefined();
    expect(openingListOf('RNG', 'CN')).toBeUndefined();
    expect(openingListOf(null, 'EN')).toBeUndefined();
  });

  it('is none when the splash drew nothing, drew it over a minute ago, or the list is not one', () => {
    expect(openingListOf('RNG', 'EN')).toBeUndefined();
    drawn(firstPage, Date.now() - 61_000);
    expect(openingListOf('RNG', 'EN')).toBeUndefined();
    drawn({ games: 'none' });
    expect(openingListOf('RNG', 'EN')).toBeUndefined();
  });

  it('answers the query of the page opened without filters, the one index.html starts (build/startupData.ts)', () => {
    const filters = { vendor: null, gameType: null, gameClassify: null, query: '', sort: 'featured' as const };
    expect(serverQueryOf('RNG', filters)).toEqual({ vassalage: '', gameType: 'RNG', gameName: '' });
  });
});
