import { describe, expect, it } from 'vitest';
import {
  type LaunchContext,
  type LaunchTarget,
  launchActionOf,
  launchTargetOf,
  vendorLaunchTargetOf,
} from './launchDispatch';

const player: LaunchContext = {
  loggedIn: true,
  username: 'demo_player',
  trialAccount: false,
  seamlessVendors: ['SPRIBE'],
};
const visitor: LaunchContext = { loggedIn: false, username: null, trialAccount: false, seamlessVendors: ['SPRIBE'] };
const trialAccount: LaunchContext = { ...player, username: 'trial_00001', trialAccount: true };

const slot: LaunchTarget = {
  vassalage: 'PG',
  name: 'Fortune Lion',
  gameType: 'RNG',
  gameId: '100231',
  nodeId: '700231',
};

describe('the launch rules', () => {
  describe('lottery goes to the page of its product', () => {
    it.each([
      ['TCG_SEA', '/seaLottery'],
      ['TCG_LOTTO_VN', '/vnlottery'],
      ['LOTT', '/lottery'],
      ['ELOTT', '/lottery'],
    ])('%s opens %s, for visitors too', (accountTypeName, page) => {
      for (const gameType of ['LOTT', 'ELOTT']) {
        const target = { vassalage: 'TCG', name: 'Lottery', gameType, accountTypeName };
        expect(launchActionOf(target, 'play', player)).toEqual({ kind: 'page', to: page });
        expect(launchActionOf(target, 'play', visitor)).toEqual({ kind: 'page', to: page });
      }
    });

    it('launches another product like any game', () => {
      const target = { vassalage: 'KENO', name: 'Keno World', gameType: 'ELOTT', accountTypeName: 'KENO_X' };
      expect(launchActionOf(target, 'play', player)).toEqual({
        kind: 'launch',
        input: { vassalage: 'KENO', username: 'demo_player' },
        opensIn: '/game',
        title: 'Keno World',
      });
      expect(launchActionOf(target, 'play', visitor)).toEqual({ kind: 'login' });
    });

    it('takes the product, not the category, outside lottery: a slot never opens a lottery page', () => {
      expect(launchActionOf({ ...slot, accountTypeName: 'TCG_SEA' }, 'play', player).kind).toBe('launch');
    });
  });

  it('opens the popup game list for an entry standing for a vendor', () => {
    const entry = { vassalage: 'PP', name: 'PP Slots', gameType: 'RNG', isGame: 'VASSALAGE' };
    expect(launchActionOf(entry, 'play', visitor)).toEqual({
      kind: 'gameList',
      vassalage: 'PP',
      name: 'PP Slots',
      gameType: 'RNG',
    });
    expect(launchActionOf({ ...entry, gameType: null }, 'play', player)).toEqual({
      kind: 'gameList',
      vassalage: 'PP',
      name: 'PP Slots',
      gameType: null,
    });
  });

  it('opens the slots page on a slots vendor, keeping the vendor in ?page=', () => {
    expect(launchActionOf({ vassalage: 'PG', name: 'PG Soft', gameType: 'RNG' }, 'play', visitor)).toEqual({
      kind: 'page',
      to: '/rng?page=PG',
    });
    expect(launchActionOf({ vassalage: 'A&B', name: 'A and B', gameType: 'rng' }, 'play', player)).toEqual({
      kind: 'page',
      to: '/rng?page=A%26B',
    });
  });

  describe('anything else launches', () => {
    it("sends a signed-in player's game by its ids and their name, and opens it on /game", () => {
      expect(launchActionOf(slot, 'play', player)).toEqual({
        kind: 'launch',
        input: { vassalage: 'PG', gameId: '100231', nodeId: '700231', username: 'demo_player' },
        opensIn: '/game',
        title: 'Fortune Lion',
      });
    });

    it('launches a sports book or a live lobby by its vendor alone', () => {
      expect(launchActionOf({ vassalage: 'SABA', name: 'SABA Sports', gameType: 'SPORTS' }, 'play', player)).toEqual({
        kind: 'launch',
        input: { vassalage: 'SABA', username: 'demo_player' },
        opensIn: '/game',
        title: 'SABA Sports',
      });
    });

    it('launches a PvP room by its room id instead of the game id, and never as a trial', () => {
      const room = { vassalage: 'KM', name: 'Beginner', gameType: 'PVP', gameId: '104000', roomId: '900001' };
      const expected = {
        kind: 'launch',
        input: { vassalage: 'KM', roomId: '900001', username: 'demo_player' },
        opensIn: '/game',
        title: 'Beginner',
      };
      expect(launchActionOf(room, 'play', player)).toEqual(expected);
      expect(launchActionOf(room, 'trial', player)).toEqual(expected);
      expect(launchActionOf(room, 'trial', visitor)).toEqual({ kind: 'login' });
    });

    it('opens games of seamless-wallet vendors on /seamless', () => {
      const crash = { vassalage: 'SPRIBE', name: 'Aviator', gameType: 'RNG', gameId: '101900' };
      expect(launchActionOf(crash, 'play', player)).toMatchObject({ kind: 'launch', opensIn: '/seamless' });
      expect(launchActionOf(crash, 'trial', visitor)).toMatchObject({ kind: 'trial', opensIn: '/seamless' });
    });

    it("asks a visitor's Play to log in first", () => {
      expect(launchActionOf(slot, 'play', visitor)).toEqual({ kind: 'login' });
    });

    it("starts a visitor's free trial without a session", () => {
      expect(launchActionOf(slot, 'trial', visitor)).toEqual({
        kind: 'trial',
        input: { vassalage: 'PG', gameId: '100231', nodeId: '700231' },
        opensIn: '/game',
        title: 'Fortune Lion',
      });
    });

    it("makes a signed-in player's free trial the launch for no money", () => {
      expect(launchActionOf(slot, 'trial', player)).toEqual({
        kind: 'launch',
        input: { vassalage: 'PG', gameId: '100231', nodeId: '700231', trial: true, username: 'demo_player' },
        opensIn: '/game',
        title: 'Fortune Lion',
      });
    });

    it('lets a trial account launch only games that offer a free trial', () => {
      const offered = { ...slot, offersTrial: true };
      expect(launchActionOf(offered, 'play', trialAccount)).toEqual({
        kind: 'launch',
        input: { vassalage: 'PG', gameId: '100231', nodeId: '700231', username: 'trial_00001' },
        opensIn: '/game',
        title: 'Fortune Lion',
      });
      const realOnly = { ...slot, offersTrial: false };
      const room = { ...offered, roomId: '900001' };
      const sportsbook = { vassalage: 'SABA', name: 'SABA Sports', gameType: 'SPORTS' };
      for (const target of [realOnly, room, sportsbook]) {
        expect(launchActionOf(target, 'play', trialAccount)).toEqual({ kind: 'realAccountNeeded' });
        expect(launchActionOf(target, 'trial', trialAccount)).toEqual({ kind: 'realAccountNeeded' });
        // A member launches the same.
        expect(launchActionOf(target, 'play', player)).toMatchObject({ kind: 'launch' });
      }
      // Pages and lists are open to a trial account: what it chooses there is checked when it launches.
      const lottery = { vassalage: 'TCG', name: 'Lottery', gameType: 'LOTT', accountTypeName: 'LOTT' };
      expect(launchActionOf(lottery, 'play', trialAccount)).toEqual({ kind: 'page', to: '/lottery' });
    });

    it('leaves the name out when the session does not know it yet', () => {
      expect(launchActionOf(slot, 'play', { ...player, username: null })).toMatchObject({
        input: { vassalage: 'PG', gameId: '100231', nodeId: '700231' },
      });
      expect(launchActionOf(slot, 'play', { ...player, username: null })).not.toHaveProperty('input.username');
    });
  });
});

describe('launch targets', () => {
  it('takes a game of a list with what the rules read', () => {
    expect(
      launchTargetOf({
        vassalage: 'PP',
        gameName: 'PP Slots',
        gameType: 'RNG',
        isGame: 'VASSALAGE',
        accountTypeName: null,
        gameId: null,
        nodeId: null,
        isHot: true,
      }),
    ).toEqual({
      vassalage: 'PP',
      name: 'PP Slots',
      gameType: 'RNG',
      isGame: 'VASSALAGE',
      accountTypeName: null,
      gameId: null,
      nodeId: null,
      offersTrial: false,
    });
    expect(
      launchTargetOf({ vassalage: 'PG', gameName: 'Fortune Lion', gameId: '100231', supportPlay: 0, isHot: false }),
    ).toMatchObject({ offersTrial: true });
  });

  it("gives a header vendor its category's code and its lottery product", () => {
    const sea = { vassalage: 'TCGSEA', displayName: 'SEA Lottery', isHot: false, accountTypeName: 'TCG_SEA' };
    expect(vendorLaunchTargetOf('LOTTERY', sea)).toEqual({
      vassalage: 'TCGSEA',
      name: 'SEA Lottery',
      gameType: 'LOTT',
      accountTypeName: 'TCG_SEA',
    });
    expect(launchActionOf(vendorLaunchTargetOf('LOTTERY', sea), 'play', visitor)).toEqual({
      kind: 'page',
      to: '/seaLottery',
    });
    const esports = { vassalage: 'IMES', displayName: 'IM eSports', isHot: true };
    expect(vendorLaunchTargetOf('ESPORTS', esports)).toMatchObject({ gameType: 'SPORTS' });
  });
});
