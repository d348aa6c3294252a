import type { LaunchLotteryInput } from '@lobby/api';

/** The lottery pages: each launches its own product. */
export type LotteryPagePath = '/lottery' | '/vnlottery' | '/seaLottery' | '/elott';

/** A game of the page, or nothing for the lottery's own lobby. */
export interface LotteryPick {
  code: string;
  defaultPlayType: string | null;
}

export interface LotteryLaunchContext {
  /** The brand's lottery area for every lottery but the Vietnamese one (`SEA`). */
  lotteryType: string;
  /** The brand's device (`WEB`). */
  device: string;
  /** The site's origin, for the lottery's back link. */
  origin: string;
}

/**
 * The lottery launch of a page: the Vietnamese lottery's area is VN, every
 * other page's the brand's lottery type; a chosen game opens on its betting
 * view, the page's button on the lottery's lobby; the game's code and default
 * play type go along only when the game has both; the lottery's back link
 * returns to the page.
 */
export function lotteryLaunchInputOf(
  page: LotteryPagePath,
  pick: LotteryPick | null,
  context: LotteryLaunchContext,
): LaunchLotteryInput {
  return {
    lottoArea: page === '/vnlottery' ? 'VN' : context.lotteryType,
    lottoView: pick ? 'betting' : 'lobby',
    ...(pick ? { lottoGameCode: pick.code } : {}),
    ...(pick?.defaultPlayType ? { gameCode: pick.code, playType: pick.defaultPlayType } : {}),
    device: context.device,
    backUrl: new URL(page, context.origin).href,
  };
}
