/** Lottery menus, popular games, recent VN games, opened numbers and the lottery launch. */
import { lotteryEndpoints } from '@lobby/api';
import { type DrawResult, latestDraws } from '../fixtures/lottery';
import type { GameFixture, LotteryAccountType, LotteryGameMenu, LotteryMenuGroup } from '../fixtures/types';
import { fail } from '../sandbox/errors';
import type { Sandbox } from '../sandbox/sandbox';
import { dateTime, localised } from './format';
import { answer, type Route } from './route';

/** The brand's prize modes and the products each one shows. */
const prizeModes: Record<string, readonly LotteryAccountType[]> = {
  LOTT: ['LOTT'],
  ZY: ['LOTT', 'ELOTT'],
  ELOTT: ['ELOTT'],
  SEA: ['TCG_SEA'],
};

function lotteryGame(sandbox: Sandbox, code: string): GameFixture | undefined {
  return sandbox.catalogue.games.find((game) => game.code === code && game.gameClassify === 'Lottery');
}

function menuValue(sandbox: Sandbox, menu: LotteryGameMenu, language: string) {
  const game = lotteryGame(sandbox, menu.gameCode);
  return {
    gameCode: menu.gameCode,
    gameName: localised({ EN: menu.gameName, CN: menu.gameNameCn }, language),
    gameId: game ? String(game.gameId) : null,
    defaultPlayType: menu.defaultPlayType,
    icon: game?.showIcon ?? null,
    drawInterval: menu.drawInterval,
    isHot: menu.isHot,
  };
}

function groupValue(sandbox: Sandbox, group: LotteryMenuGroup, language: string) {
  return {
    gameGroupCode: group.gameGroupCode,
    labelName: localised({ EN: group.labelName, CN: group.labelNameCn }, language),
    gameMenus: group.gameMenus.map((menu) => menuValue(sandbox, menu, language)),
    accountTypeName: group.accountTypeName,
  };
}

function numeroValue(menu: LotteryGameMenu, draw: DrawResult, language: string) {
  return {
    gameCode: menu.gameCode,
    gameName: localised({ EN: menu.gameName, CN: menu.gameNameCn }, language),
    numero: draw.numero,
    winningNumbers: draw.numbers.join(','),
    openTime: dateTime(draw.openTime),
  };
}

/** Latest draw of every game, or the last `count` draws of one game. */
function numeros(
  sandbox: Sandbox,
  groups: readonly LotteryMenuGroup[],
  query: { gameCode?: string | undefined; count?: number | undefined },
  language: string,
) {
  const menus = groups.flatMap((group) => group.gameMenus);
  const count = Math.max(1, Math.min(query.count ?? 100, 100));
  if (query.gameCode) {
    const menu = menus.find((candidate) => candidate.gameCode === query.gameCode);
    if (!menu) fail('game.not.exists');
    return latestDraws(menu, sandbox.now(), count).map((draw) => numeroValue(menu, draw, language));
  }
  return menus
    .flatMap((menu) => latestDraws(menu, sandbox.now(), 1).map((draw) => numeroValue(menu, draw, language)))
    .slice(0, count);
}

export function lotteryRoutes(): Route[] {
  return [
    answer(lotteryEndpoints.gameMenus, ({ sandbox, input, language }) => {
      const mode = input?.prizeMode?.toUpperCase();
      const products = mode ? prizeModes[mode] : (['LOTT', 'ELOTT', 'TCG_SEA'] as const);
      if (!products) fail('request.invalid', { detail: `Unknown prize mode ${input?.prizeMode}` });
      return sandbox.catalogue.lotteryMenus
        .filter((group) => products.includes(group.accountTypeName))
        .map((group) => groupValue(sandbox, group, language));
    }),

    answer(lotteryEndpoints.popular, ({ sandbox, input, language }) => {
      const count = Math.max(1, Math.min(input?.count ?? 20, 50));
      const menus = sandbox.catalogue.lotteryMenus.flatMap((group) => group.gameMenus);
      return [...menus]
        .sort((a, b) => b.isHot - a.isHot || a.drawInterval - b.drawInterval)
        .slice(0, count)
        .map((menu) => menuValue(sandbox, menu, language));
    }),

    answer(lotteryEndpoints.vnMenus, ({ sandbox, language }) =>
      sandbox.catalogue.lotteryMenus
        .filter((group) => group.accountTypeName === 'TCG_LOTTO_VN')
        .map((group) => groupValue(sandbox, group, language)),
    ),

    answer(lotteryEndpoints.vnRecent, ({ sandbox, member, language }) => {
      const vnMenus = sandbox.catalogue.lotteryMenus
        .filter((group) => group.accountTypeName === 'TCG_LOTTO_VN')
        .flatMap((group) => group.gameMenus);
      const recent = member()
        .recent.map((id) => sandbox.catalogue.index.gameById.get(id))
        .filter((game): game is GameFixture => game?.accountTypeName === 'TCG_LOTTO_VN');
      return recent
        .map((game) => vnMenus.find((menu) => menu.gameCode === game.code))
        .filter((menu): menu is LotteryGameMenu => !!menu)
        .map((menu) => menuValue(sandbox, menu, language));
    }),

    answer(lotteryEndpoints.vnOpenedNumeros, ({ sandbox, input, language }) =>
      numeros(
        sandbox,
        sandbox.catalogue.lotteryMenus.filter((group) => group.accountTypeName === 'TCG_LOTTO_VN'),
        input ?? {},
        language,
      ),
    ),

    answer(lotteryEndpoints.openedNumeros, ({ sandbox, input, language }) =>
      numeros(sandbox, sandbox.catalogue.lotteryMenus, input ?? {}, language),
    ),

    answer(lotteryEndpoints.launch, ({ sandbox, input, member, cdnBase }) => {
      const account = member();
      // Lottery bets are real money: a trial (type 4) account cannot launch a lottery.
      sandbox.requireRealAccount(account);
      const code = input.lottoGameCode ?? input.gameCode;
      const game = code ? lotteryGame(sandbox, code) : undefined;
      if (code && !game) fail('game.not.exists');
      if (game) account.recent = [game.gameId, ...account.recent.filter((id) => id !== game.gameId)].slice(0, 20);
      // The game's address echoes what the launch asked for, so a test of the site can read it back.
      const params = new URLSearchParams({
        launchMode: input.launchMode,
        view: input.lottoView,
        lang: input.language,
        device: input.device,
      });
      if (input.playType) params.set('playType', input.playType);
      if (input.lottoArea) params.set('area', input.lottoArea);
      if (input.backUrl) params.set('backUrl', input.backUrl);
      return { content: { game_url: `${cdnBase}/lottery/${encodeURIComponent(code ?? 'lobby')}?${params}` } };
    }),
  ];
}
