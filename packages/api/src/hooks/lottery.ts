import type { RequestOf, ResponseOf } from '../endpoints/define';
import {
  getLotteryMenus,
  getOpenedNumeros,
  getPopularLotteries,
  type LotteryGame,
  type LotteryMenuGroup,
  lotteryEndpoints,
  type Numero,
} from '../endpoints/lottery';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery } from './query';

/** Lottery menus for the brand's prize mode (LOTT, ELOTT, SEA, ...). */
export function useLotteryMenus(prizeMode: string | undefined, options?: QueryOptions<LotteryMenuGroup[]>) {
  return usePlatformQuery(
    { id: lotteryEndpoints.gameMenus.id, token: 'none', heavy: true, localized: true },
    prizeMode === undefined ? {} : { prizeMode },
    (client, params) => getLotteryMenus(client, params),
    options,
  );
}

export function usePopularLotteries(options?: QueryOptions<LotteryGame[]>) {
  return usePlatformQuery(
    { id: lotteryEndpoints.popular.id, token: 'none', heavy: true, localized: true },
    null,
    (client) => getPopularLotteries(client),
    options,
  );
}

export function useVnLotteryMenus(
  params?: RequestOf<typeof lotteryEndpoints.vnMenus>,
  options?: QueryOptions<ResponseOf<typeof lotteryEndpoints.vnMenus>>,
) {
  return useDefinitionQuery(lotteryEndpoints.vnMenus, params, options, { heavy: true, localized: true });
}

export function useVnRecentLotteries(
  params?: RequestOf<typeof lotteryEndpoints.vnRecent>,
  options?: QueryOptions<ResponseOf<typeof lotteryEndpoints.vnRecent>>,
) {
  return useDefinitionQuery(lotteryEndpoints.vnRecent, params, options, { localized: true });
}

export function useVnOpenedNumeros(
  params?: RequestOf<typeof lotteryEndpoints.vnOpenedNumeros>,
  options?: QueryOptions<ResponseOf<typeof lotteryEndpoints.vnOpenedNumeros>>,
) {
  return useDefinitionQuery(lotteryEndpoints.vnOpenedNumeros, params, options);
}

export function useOpenedNumeros(input: { gameCode?: string } = {}, options?: QueryOptions<Numero[]>) {
  return usePlatformQuery(
    { id: lotteryEndpoints.openedNumeros.id, token: 'required' },
    input,
    (client, params) => getOpenedNumeros(client, params),
    options,
  );
}
