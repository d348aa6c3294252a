import {
  getLotteryMenus,
  getOpenedNumeros,
  getPopularLotteries,
  type LaunchLotteryInput,
  type LotteryGame,
  type LotteryMenuGroup,
  launchLottery,
  lotteryGameMenusEndpoint,
  lotteryLaunchEndpoint,
  lotteryOpenedNumerosEndpoint,
  lotteryPopularEndpoint,
  lotteryVnMenusEndpoint,
  lotteryVnOpenedNumerosEndpoint,
  lotteryVnRecentEndpoint,
  type Numero,
} from '../endpoints/lottery';
import { usePlatformMutation } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery } from './query';

/** Lottery menus for the brand's prize mode (LOTT, ELOTT, SEA, ...). */
export function useLotteryMenus(prizeMode: string | undefined, options?: QueryOptions<LotteryMenuGroup[]>) {
  return usePlatformQuery(
    { endpoint: lotteryGameMenusEndpoint, heavy: true, localized: true },
    prizeMode === undefined ? {} : { prizeMode },
    (client, params) => getLotteryMenus(client, params),
    options,
  );
}

export function usePopularLotteries(options?: QueryOptions<LotteryGame[]>) {
  return usePlatformQuery(
    { endpoint: lotteryPopularEndpoint, heavy: true, localized: true },
    null,
    (client) => getPopularLotteries(client),
    options,
  );
}

export function useOpenedNumeros(input: { gameCode?: string } = {}, options?: QueryOptions<Numero[]>) {
  return usePlatformQuery(
    { endpoint: lotteryOpenedNumerosEndpoint },
    input,
    (client, params) => getOpenedNumeros(client, params),
    options,
  );
}

export const useVnLotteryMenus = queryHook(lotteryVnMenusEndpoint, { heavy: true, localized: true });
export const useVnRecentLotteries = queryHook(lotteryVnRecentEndpoint, { localized: true });
export const useVnOpenedNumeros = queryHook(lotteryVnOpenedNumerosEndpoint);

/**
 * Launches a lottery (kept apart from the game hooks, which the first route
 * loads: the lottery's calls travel with the lottery pages). The launched
 * game heads the player's recent VN lotteries.
 */
export function useLaunchLottery() {
  return usePlatformMutation(
    lotteryLaunchEndpoint,
    (client, input: LaunchLotteryInput) => launchLottery(client, input),
    [lotteryVnRecentEndpoint],
  );
}
