import type { Game } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import { gameTileOf, menuGamesPageCount, menuGamesPageSize, menuVendorGamesOf } from './gameTiles';

const game = (overrides: Partial<Game> = {}): Game => ({
  vassalage: 'PP',
  gameName: 'Dragon Fortune',
  isHot: false,
  ...overrides,
});

describe('gameTileOf', () => {
  it('keys a game by its node id, then its game id, then vendor and name', () => {
    expect(gameTileOf(game({ nodeId: '7', gameId: '9' })).id).toBe('7');
    expect(gameTileOf(game({ gameId: '9' })).id).toBe('9');
    expect(gameTileOf(game()).id).toBe('PP:Dragon Fortune');
  });

  it('marks HOT and free trial (supportPlay 0) and carries the art', () => {
    expect(
      gameTileOf(game({ nodeId: '1', isHot: true, supportPlay: 0, showIcon: 'https://cdn.example/a.png' })),
    ).toEqual({
      id: '1',
      name: 'Dragon Fortune',
      iconUrl: 'https://cdn.example/a.png',
      hot: true,
      freeTrial: true,
    });
    expect(gameTileOf(game({ nodeId: '1', supportPlay: 1 }))).toEqual({ id: '1', name: 'Dragon Fortune' });
  });
});

describe('the header dropdown pages', () => {
  it('holds 21 games on the first page and 18 after', () => {
    expect([1, 2, 3].map(menuGamesPageSize)).toEqual([21, 18, 18]);
  });

  it('counts the pages of 18 behind a first page of 21', () => {
    // Page 1 only knows the count in pages of 21: 2 of them hold up to 42 games, 21 + 18 + 3.
    expect(menuGamesPageCount(1, 2)).toBe(3);
    // Up to 63 games: 21 + 18 + 18 + 6.
    expect(menuGamesPageCount(1, 3)).toBe(4);
    expect(menuGamesPageCount(1, 1)).toBe(1);
    expect(menuGamesPageCount(1, 0)).toBe(1);
    // From page 2 the platform pages by 18: its count is exact.
    expect(menuGamesPageCount(2, 4)).toBe(4);
    expect(menuGamesPageCount(3, 1)).toBe(3);
  });

  it("maps a page's answer to the dropdown's games, with the state of the query", () => {
    const selection = { categoryId: 'RNG', vendorId: 'PP' };
    expect(menuVendorGamesOf(selection, 1, {})).toEqual({
      categoryId: 'RNG',
      vendorId: 'PP',
      status: 'loading',
      games: [],
      page: 1,
      pageCount: 1,
    });
    const answered = menuVendorGamesOf(selection, 2, { data: { games: [game({ nodeId: '3' })], totalPages: 4 } });
    expect(answered.status).toBe('ready');
    expect(answered.games.map((tile) => tile.id)).toEqual(['3']);
    expect(answered.pageCount).toBe(4);
    expect(menuVendorGamesOf(selection, 1, { error: new Error('offline') }).status).toBe('error');
  });
});

describe('a tile’s art', () => {
  it('takes only an image address from the platform', () => {
    const game = { vassalage: 'PP', gameName: 'Sweet Bonanza', isHot: false };
    expect(gameTileOf({ ...game, showIcon: 'https://cdn.example/sweet.png' }).iconUrl).toBe(
      'https://cdn.example/sweet.png',
    );
    expect(gameTileOf({ ...game, showIcon: 'javascript:alert(1)' }).iconUrl).toBeUndefined();
    expect(gameTileOf({ ...game, showIcon: '' }).iconUrl).toBeUndefined();
  });
});
