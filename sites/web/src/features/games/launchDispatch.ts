import { type Game, type LaunchGameInput, offersFreeTrial, type TrialLaunchInput, type VendorCard } from '@lobby/api';

/**
 * Where starting something leads. Pure: the launcher hook performs the
 * answer (navigates, opens a modal, calls the platform).
 */

/** What the player chose: a game, a PvP room, or a vendor standing for its lobby or its games. */
export interface LaunchTarget {
  vassalage: string;
  /** Heads the game page or the vendor's game list. */
  name: string;
  /** The platform's category code: RNG, LIVE, FISH, PVP, SPORTS, LOTT, ELOTT. */
  gameType?: string | null | undefined;
  /** `VASSALAGE`: an entry standing for all the vendor's games, not one game. */
  isGame?: string | null | undefined;
  /** The lottery product of a lottery vendor or game: TCG_SEA, TCG_LOTTO_VN, LOTT, ELOTT. */
  accountTypeName?: string | null | undefined;
  gameId?: string | null | undefined;
  nodeId?: string | null | undefined;
  roomId?: string | null | undefined;
  /** The game offers a free trial: the only kind of game a trial account may play. */
  offersTrial?: boolean | undefined;
}

/** A game of a list (a vendor's games, the hot list, favourites) as a launch target. */
export function launchTargetOf(game: Game): LaunchTarget {
  return {
    vassalage: game.vassalage,
    name: game.gameName,
    gameType: game.gameType,
    isGame: game.isGame,
    accountTypeName: game.accountTypeName,
    gameId: game.gameId,
    nodeId: game.nodeId,
    offersTrial: offersFreeTrial(game),
  };
}

/**
 * A vendor of the header's categories as a launch target: the category's
 * code stands for the vendor's (the lottery category gathers LOTT and ELOTT
 * vendors, the e-sports category travels as SPORTS).
 */
export function vendorLaunchTargetOf(categoryId: string, vendor: VendorCard): LaunchTarget {
  const gameType = categoryId === 'LOTTERY' ? 'LOTT' : categoryId === 'ESPORTS' ? 'SPORTS' : categoryId;
  return {
    vassalage: vendor.vassalage,
    name: vendor.displayName,
    gameType,
    accountTypeName: vendor.accountTypeName,
  };
}

/** Play for real money, or the free trial a game offers. */
export type LaunchMode = 'play' | 'trial';

export interface LaunchContext {
  loggedIn: boolean;
  /** The signed-in player's account name, sent with the launch. */
  username: string | null;
  /** A trial (type 4) account from free play, which plays its trial credit. */
  trialAccount: boolean;
  /** Vendors on the seamless wallet, whose games open on /seamless. */
  seamlessVendors: readonly string[];
}

/** The pages a launched game opens in: the game frame, or its seamless-wallet twin. */
export type GamePagePath = '/game' | '/seamless';

export type LaunchAction =
  /** A page of the site: a lottery page, or the slots page on the vendor's games. */
  | { kind: 'page'; to: string }
  /** The vendor's games in the popup game list. */
  | { kind: 'gameList'; vassalage: string; name: string; gameType: string | null }
  /** A visitor's Play: log in first, then the same launch. */
  | { kind: 'login' }
  /** A trial account's Play of what needs a real account: the player is told so, nothing launches. */
  | { kind: 'realAccountNeeded' }
  /** The platform's launch for a signed-in player (real money, or the free trial). */
  | { kind: 'launch'; input: LaunchGameInput; opensIn: GamePagePath; title: string }
  /** A visitor's free trial, without a session. */
  | { kind: 'trial'; input: TrialLaunchInput; opensIn: GamePagePath; title: string };

/** The lottery page of each lottery product; another product launches like any game. */
const lotteryPages: Readonly<Record<string, string>> = {
  TCG_SEA: '/seaLottery',
  TCG_LOTTO_VN: '/vnlottery',
  LOTT: '/lottery',
  ELOTT: '/lottery',
};

const isLotteryCategory = (gameType: string) => gameType === 'LOTT' || gameType === 'ELOTT';

/** A vendor named alone, with no game or room of its own. */
const isVendorOnly = (target: LaunchTarget) => !target.gameId && !target.nodeId && !target.roomId;

/**
 * The launch rules, in order:
 * - lottery (LOTT, ELOTT) goes to the page of its product: TCG_SEA /seaLottery,
 *   TCG_LOTTO_VN /vnlottery, LOTT or ELOTT /lottery; another product launches;
 * - an entry standing for a vendor's games (`isGame` VASSALAGE) opens them in
 *   the popup game list;
 * - a slots vendor opens the slots page on its games (`/rng?page=<vendor>`);
 * - anything else launches: a visitor logs in first, except for a free trial,
 *   which visitors start without a session; the game opens on /game, or on
 *   /seamless for a seamless-wallet vendor;
 * - a trial account (type 4) plays its trial credit, so it launches only
 *   games that offer a free trial: a game for real money only, a PvP room or a
 *   vendor's book (a sportsbook) needs a real account (docs/platform.md).
 */
export function launchActionOf(target: LaunchTarget, mode: LaunchMode, context: LaunchContext): LaunchAction {
  const gameType = (target.gameType ?? '').toUpperCase();
  if (isLotteryCategory(gameType)) {
    const page = lotteryPages[target.accountTypeName ?? ''];
    if (page) return { kind: 'page', to: page };
  } else if (target.isGame === 'VASSALAGE') {
    return { kind: 'gameList', vassalage: target.vassalage, name: target.name, gameType: gameType || null };
  } else if (gameType === 'RNG' && isVendorOnly(target)) {
    return { kind: 'page', to: `/rng?${new URLSearchParams({ page: target.vassalage })}` };
  }

  const opensIn: GamePagePath = context.seamlessVendors.includes(target.vassalage) ? '/seamless' : '/game';
  // A room is launched by its id alone; a game by its game id.
  const ids = {
    ...(target.roomId ? { roomId: target.roomId } : target.gameId ? { gameId: target.gameId } : {}),
    ...(target.nodeId ? { nodeId: target.nodeId } : {}),
  };
  // Free trials are of games; a PvP room seats players for money only.
  const trial = mode === 'trial' && !target.roomId;
  if (!context.loggedIn) {
    if (trial) {
      const input = {
        vassalage: target.vassalage,
        ...(target.gameId ? { gameId: target.gameId } : {}),
        ...(target.nodeId ? { nodeId: target.nodeId } : {}),
      };
      return { kind: 'trial', input, opensIn, title: target.name };
    }
    return { kind: 'login' };
  }
  if (context.trialAccount && (target.roomId || !target.offersTrial)) return { kind: 'realAccountNeeded' };
  return {
    kind: 'launch',
    input: {
      vassalage: target.vassalage,
      ...ids,
      ...(trial ? { trial: true } : {}),
      ...(context.username ? { username: context.username } : {}),
    },
    opensIn,
    title: target.name,
  };
}
