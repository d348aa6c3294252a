import type { LotteryGame, LotteryMenuGroup, Numero, VendorCard, Winner } from '@lobby/api';
import type { LotteryDrawEntry, LotteryGameEntry, LotteryGroupEntry, VendorCardEntry, WinnerEntry } from '@lobby/ui';
import { safeImageUrl } from './safeUrls';
import type { Translate } from './translate';

/** A lottery game as the lottery page offers it (keeps the default play type the launch needs). */
export interface LotteryChoice extends LotteryGameEntry {
  defaultPlayType: string | null;
}

/** A menu group whose games keep what their launch needs. */
export interface LotteryChoiceGroup extends LotteryGroupEntry {
  games: LotteryChoice[];
}

export function lotteryChoiceOf(game: LotteryGame): LotteryChoice {
  return {
    code: game.gameCode,
    name: game.gameName,
    defaultPlayType: game.defaultPlayType ?? null,
  };
}

/**
 * The menus as the lottery page's groups. `withProduct` labels each group
 * with its product (the e-lottery page shows LOTT and ELOTT side by side).
 */
export function lotteryGroupsOf(groups: readonly LotteryMenuGroup[], withProduct = false): LotteryChoiceGroup[] {
  return groups.map((group) => ({
    id: group.gameGroupCode,
    label: group.labelName || group.gameGroupCode,
    ...(withProduct && group.accountTypeName ? { product: group.accountTypeName } : {}),
    games: group.gameMenus.map(lotteryChoiceOf),
  }));
}

/**
 * Popular games of the page's own lotteries: the popular list spans every
 * product, and a game of another product would launch in the wrong area.
 */
export function popularOnPage(
  popular: readonly LotteryGame[],
  groups: readonly LotteryMenuGroup[],
  count: number,
): LotteryChoice[] {
  const onPage = new Set(groups.flatMap((group) => group.gameMenus.map((game) => game.gameCode)));
  return popular
    .filter((game) => onPage.has(game.gameCode))
    .slice(0, count)
    .map((game) => ({ ...lotteryChoiceOf(game), hot: true }));
}

export function lotteryDrawsOf(numeros: readonly Numero[]): LotteryDrawEntry[] {
  return numeros.map((numero) => ({
    gameCode: numero.gameCode,
    gameName: numero.gameName || numero.gameCode,
    numero: numero.numero,
    numbers: numero.winningNumbers
      .split(/[,\s|]+/)
      .map((number) => number.trim())
      .filter(Boolean),
    openTime: numero.openTime ?? null,
  }));
}

export function winnersOf(winners: readonly Winner[]): WinnerEntry[] {
  return winners.map((winner) => ({ player: winner.player, game: winner.gameName, prize: winner.prize }));
}

/** The name of each lottery product, as the e-lottery page tags its books. */
const lotteryProductKeys: Readonly<Record<string, string>> = {
  LOTT: 'site.page.lottery',
  ELOTT: 'site.page.elott',
  TCG_SEA: 'site.page.seaLottery',
  TCG_LOTTO_VN: 'site.page.vnLottery',
};

/** Vendor cards; given `t`, each lottery book is tagged with its product's name (the e-lottery page). */
export function vendorCardsOf(cards: readonly VendorCard[], t?: Translate): VendorCardEntry[] {
  return cards.map((card) => {
    const productKey = lotteryProductKeys[card.accountTypeName ?? ''];
    return {
      id: card.vassalage,
      name: card.displayName,
      icon: safeImageUrl(card.smallIcon ?? null),
      hot: card.isHot === true,
      ...(t && productKey ? { tag: t(productKey) } : {}),
    };
  });
}
