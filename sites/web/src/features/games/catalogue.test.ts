import type { Game, GameList } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import {
  catalogueEntriesOf,
  filterCatalogue,
  isComplete,
  type LobbyFilters,
  lobbyFiltersOf,
  mergeEntryPages,
  noFilters,
  pageCountOf,
  refineServerGames,
  searchParamsWithFilters,
  searchTextOf,
  serverQueryOf,
} from './catalogue';

const game = (gameName: string, overrides: Partial<Game> = {}): Game => ({
  vassalage: 'PP',
  gameName,
  nodeId: gameName,
  isHot: false,
  ...overrides,
});

const page = (pageNum: number, totalPages: number, games: Game[]): GameList => ({ games, pageNum, totalPages });

/** The pages merged as the catalogue merges them: each page's entries, then one list. */
const mergeGamePages = (pages: readonly (GameList | undefined)[]) =>
  mergeEntryPages(pages.map((answered) => answered && catalogueEntriesOf(answered.games))).map((entry) => entry.game);

const names = (games: readonly { game: Game }[] | readonly Game[]) =>
  games.map((entry) => ('game' in entry ? entry.game.gameName : entry.gameName));

describe('merging the platform’s pages', () => {
  it('keeps page order and drops a game a later page repeats', () => {
    const a = game('Alpha');
    const b = game('Bravo');
    const c = game('Charlie');
    expect(names(mergeGamePages([page(1, 2, [a, b]), page(2, 2, [b, c])]))).toEqual(['Alpha', 'Bravo', 'Charlie']);
  });

  it('tells repeats by node id, then game id, then vendor and name', () => {
    const merged = mergeGamePages([
      page(1, 1, [
        game('One', { nodeId: '1' }),
        game('One again', { nodeId: '1' }),
        game('Two', { nodeId: null, gameId: '2' }),
        game('Two again', { nodeId: null, gameId: '2' }),
        game('Three', { nodeId: null, gameId: null }),
        game('Three', { nodeId: null, gameId: null, vassalage: 'JILI' }),
      ]),
    ]);
    expect(merged.map((entry) => `${entry.vassalage}:${entry.gameName}`)).toEqual([
      'PP:One',
      'PP:Two',
      'PP:Three',
      'JILI:Three',
    ]);
  });

  it('is complete only once every page the platform counted has come, in any order', () => {
    const pages: (GameList | undefined)[] = [];
    pages[2] = page(3, 3, [game('C')]);
    expect(pageCountOf(pages)).toBe(3);
    expect(isComplete(pages, pageCountOf(pages))).toBe(false);
    pages[0] = page(1, 3, [game('A')]);
    pages[1] = page(2, 3, [game('B')]);
    expect(isComplete(pages, pageCountOf(pages))).toBe(true);
    expect(names(mergeGamePages(pages))).toEqual(['A', 'B', 'C']);
    expect(isComplete([], undefined)).toBe(false);
  });
});

describe('search text', () => {
  it('folds case and full-width forms, so any script compares as typed', () => {
    expect(searchTextOf('ＳＵＰＥＲ  Ａce')).toBe('super ace');
    expect(searchTextOf('ｶｼﾞﾉ')).toBe('カジノ');
    expect(searchTextOf('ΣΟΦΙΑ')).toBe('σοφια');
    expect(searchTextOf('麻将胡了2')).toBe('麻将胡了2');
  });
});

const catalogue = catalogueEntriesOf([
  game('Sweet Bonanza', { minBet: 0.2, subType: 'SLOT', isHot: true }),
  game('Aviator', { vassalage: 'SPRIBE', minBet: 0.1, subType: 'AC', gameClassify: 'Crash' }),
  game('Mines', { vassalage: 'SPRIBE', subType: 'AC', gameClassify: 'Arcade' }),
  game('麻将胡了', { vassalage: 'PG', minBet: 0.5, subType: 'SLOT' }),
  game('Gates of Olympus', { minBet: 0.2, subType: 'SLOT' }),
  game('Lucky Scratch', { vassalage: 'JILI', minBet: 1, subType: 'SC' }),
]);

const filtered = (change: Partial<LobbyFilters>) => names(filterCatalogue(catalogue, { ...noFilters, ...change }));

describe('filtering and sorting the catalogue', () => {
  it('keeps the platform’s order with nothing chosen', () => {
    expect(filtered({})).toEqual([
      'Sweet Bonanza',
      'Aviator',
      'Mines',
      '麻将胡了',
      'Gates of Olympus',
      'Lucky Scratch',
    ]);
  });

  it('finds every word anywhere in the name, whatever the case or width', () => {
    expect(filtered({ query: 'ＯＬＹＭ' })).toEqual(['Gates of Olympus']);
    expect(filtered({ query: 'of gates' })).toEqual(['Gates of Olympus']);
    expect(filtered({ query: '胡了' })).toEqual(['麻将胡了']);
    expect(filtered({ query: 'zzz' })).toEqual([]);
  });

  it('narrows to a vendor, a sub-type and a class', () => {
    expect(filtered({ vendor: 'SPRIBE' })).toEqual(['Aviator', 'Mines']);
    expect(filtered({ gameType: 'sc' })).toEqual(['Lucky Scratch']);
    expect(filtered({ gameType: 'AC' })).toEqual(['Aviator', 'Mines']);
    expect(filtered({ gameClassify: 'Crash' })).toEqual(['Aviator']);
    // The vendor list counts crash games as a kind of their own.
    expect(filtered({ gameType: 'Crash' })).toEqual(['Aviator']);
    expect(filtered({ vendor: 'PP', query: 'sweet' })).toEqual(['Sweet Bonanza']);
  });

  it('sorts by name either way and by lowest stake, games without one last', () => {
    expect(filtered({ sort: 'nameAsc' })).toEqual([
      'Aviator',
      'Gates of Olympus',
      'Lucky Scratch',
      'Mines',
      'Sweet Bonanza',
      '麻将胡了',
    ]);
    expect(filtered({ sort: 'nameDesc' })[0]).toBe('麻将胡了');
    expect(filtered({ sort: 'minBet' })).toEqual([
      'Aviator',
      'Sweet Bonanza',
      'Gates of Olympus',
      '麻将胡了',
      'Lucky Scratch',
      'Mines',
    ]);
  });

  it('leaves the catalogue itself in the platform’s order', () => {
    filtered({ sort: 'nameAsc' });
    expect(names(catalogue)[0]).toBe('Sweet Bonanza');
  });
});

describe('the address', () => {
  it('reads the filters, with the vendor in page and unknown sorts as the platform’s order', () => {
    expect(lobbyFiltersOf(new URLSearchParams('page=PP&gameType=AC&q=dragon&sort=nameAsc'))).toEqual({
      vendor: 'PP',
      gameType: 'AC',
      gameClassify: null,
      query: 'dragon',
      sort: 'nameAsc',
    });
    expect(lobbyFiltersOf(new URLSearchParams('gameClassify=Crash&sort=newest'))).toEqual({
      ...noFilters,
      gameClassify: 'Crash',
    });
  });

  it('round-trips every filter and writes only what narrows', () => {
    const filters: LobbyFilters = {
      vendor: 'JILI',
      gameType: 'SC',
      gameClassify: null,
      query: '麻将 ace',
      sort: 'minBet',
    };
    const params = searchParamsWithFilters(new URLSearchParams(), filters);
    expect(lobbyFiltersOf(new URLSearchParams(params.toString()))).toEqual(filters);
    expect(searchParamsWithFilters(new URLSearchParams('page=PP&q=x&sort=nameAsc'), noFilters).toString()).toBe('');
  });

  it('keeps parameters that are not the page’s own', () => {
    const params = searchParamsWithFilters(new URLSearchParams('lang=EN&page=PP'), { ...noFilters, query: 'bonanza' });
    expect(params.get('lang')).toBe('EN');
    expect(params.get('page')).toBeNull();
    expect(params.get('q')).toBe('bonanza');
  });
});

describe('while the catalogue is still arriving', () => {
  it('asks the platform for one kind: the sub-type, else the class, else the category', () => {
    expect(serverQueryOf('RNG', { ...noFilters, query: ' dragon ' })).toEqual({
      vassalage: '',
      gameType: 'RNG',
      gameName: 'dragon',
    });
    expect(serverQueryOf('RNG', { ...noFilters, vendor: 'PP', gameType: 'SC' }).gameType).toBe('SC');
    expect(serverQueryOf('RNG', { ...noFilters, gameClassify: 'Crash' })).toMatchObject({ gameType: 'Crash' });
  });

  it('narrows and sorts what the platform answered as the client would', () => {
    const answered = catalogue.map((entry) => entry.game);
    expect(
      names(refineServerGames(answered, { ...noFilters, gameType: 'AC', gameClassify: 'Crash', sort: 'nameAsc' })),
    ).toEqual(['Aviator']);
    expect(names(refineServerGames(answered, { ...noFilters, sort: 'nameAsc' }))[0]).toBe('Aviator');
  });
});
