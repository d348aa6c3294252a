import type { Game, GameVendors, PvpRoom } from '@lobby/api';
import { describe, expect, it } from 'vitest';
import {
  categoryVendorsOf,
  homeHotGamesOf,
  hotGamesOf,
  hotVendorsOf,
  lobbyCategoryOf,
  platformCategoryOf,
  pointRateOf,
  pvpRoomItemsOf,
  vendorKindsOf,
} from './gamesLobby';

const t = (key: string) => `«${key}»`;
const game = (overrides: Partial<Game>): Game => ({ vassalage: 'PP', gameName: 'Game', isHot: false, ...overrides });

describe('the games pages by route', () => {
  it('maps each route to its category; the hot list and favourites span categories', () => {
    expect(['/rng', '/live', '/pvp', '/fish', '/hot', '/fav', '/RNG', '/index'].map(lobbyCategoryOf)).toEqual([
      'RNG',
      'LIVE',
      'PVP',
      'FISH',
      'hot',
      'fav',
      'RNG',
      undefined,
    ]);
    expect(platformCategoryOf('FISH')).toBe('FISH');
    expect(platformCategoryOf('hot')).toBeNull();
    expect(platformCategoryOf('fav')).toBeNull();
  });
});

describe('point rates', () => {
  it('takes the player’s config, two decimals', () => {
    expect(pointRateOf('LIVE', { rates: [{ productType: 'LIVE', rate: 0.85 }] })).toBe('0.85');
  });

  it('falls back to the defaults for visitors: live 0.70, fish 1.20, slots 1.20, pvp 1.00', () => {
    expect(['LIVE', 'FISH', 'RNG', 'PVP'].map((category) => pointRateOf(category, undefined))).toEqual([
      '0.70',
      '1.20',
      '1.20',
      '1.00',
    ]);
    expect(pointRateOf('RNG', { rates: [{ productType: 'LIVE', rate: 0.5 }] })).toBe('1.20');
    expect(pointRateOf(null, undefined)).toBeUndefined();
  });
});

describe('providers', () => {
  const vendors: GameVendors = {
    data: {
      lanes: [
        { title: 'LIVE', cards: [{ vassalage: 'EVO', displayName: 'Evolution', isHot: false }] },
        {
          title: 'RNG',
          cards: [
            { vassalage: 'PP', displayName: 'PP Slots', smallIcon: 'https://cdn/pp.png', isHot: true },
            { vassalage: 'JILI', displayName: 'JILI Slots', isHot: false },
          ],
        },
      ],
    },
  };

  it('lists a category’s providers with icon and hot flag, in the platform’s order', () => {
    expect(categoryVendorsOf(vendors, 'RNG')).toEqual([
      { id: 'PP', name: 'PP Slots', iconUrl: 'https://cdn/pp.png', hot: true },
      { id: 'JILI', name: 'JILI Slots' },
    ]);
    expect(categoryVendorsOf(vendors, 'FISH')).toEqual([]);
    expect(categoryVendorsOf(undefined, 'RNG')).toEqual([]);
  });

  it('splits the hot list into the vendor entries (for the strip) and the games', () => {
    const hot = [
      game({ vassalage: 'PG', gameName: 'PG Soft', isGame: 'VASSALAGE', isHot: true, showIcon: 'https://cdn/pg.png' }),
      game({ gameName: 'Sweet Bonanza', nodeId: '1' }),
    ];
    expect(hotVendorsOf(hot)).toEqual([{ id: 'PG', name: 'PG Soft', iconUrl: 'https://cdn/pg.png', hot: true }]);
    expect(hotGamesOf(hot).map((entry) => entry.gameName)).toEqual(['Sweet Bonanza']);
  });

  it('gives the home page the first hot games as tiles, without the vendor entries', () => {
    const hot = [
      game({ vassalage: 'PG', gameName: 'PG Soft', isGame: 'VASSALAGE' }),
      ...Array.from({ length: 15 }, (_, index) => game({ gameName: `Game ${index + 1}`, nodeId: String(index + 1) })),
    ];
    const tiles = homeHotGamesOf(hot, 12);
    expect(tiles).toHaveLength(12);
    expect(tiles[0]).toEqual({ id: '1', name: 'Game 1' });
    expect(tiles.at(-1)?.name).toBe('Game 12');
    expect(homeHotGamesOf(undefined, 12)).toEqual([]);
  });
});

describe('kinds of game', () => {
  it('names the kinds it knows and keeps the platform’s name for others', () => {
    expect(
      vendorKindsOf(
        [
          { gameType: 'SC', gameTypeName: 'Scratch', count: 4 },
          { gameType: 'XYZ', gameTypeName: 'Keno' },
        ],
        t,
      ),
    ).toEqual([
      { id: 'SC', label: '«gamesLobby.kind.SC»', count: 4 },
      { id: 'XYZ', label: 'Keno' },
    ]);
  });
});

describe('PvP tables', () => {
  const rooms: PvpRoom[] = [
    {
      roomId: '9',
      roomName: 'Beginner',
      gameId: '7',
      level: 'Beginner',
      maxPlayers: 4,
      minBalance: 20,
      onlineCount: 3,
    },
    { roomId: '10', roomName: 'VIP', gameId: '8' },
  ];

  it('takes the vendor and name of the table’s game, and waits for tables whose game is not known yet', () => {
    const known = new Map([['7', { gameName: 'Bull Bull', vassalage: 'KM' }]]);
    expect(
      pvpRoomItemsOf(
        rooms,
        (id) => known.get(id),
        (amount) => `P${amount.toFixed(2)}`,
      ),
    ).toEqual([
      {
        id: '9',
        name: 'Beginner',
        vassalage: 'KM',
        gameName: 'Bull Bull',
        level: 'Beginner',
        seats: 4,
        minBalance: 'P20.00',
        online: 3,
      },
    ]);
  });
});
