import type { RequestOf, ResponseOf } from '../endpoints/define';
import {
  getLotteryMenus,
  getOpenedNumeros,
  getPopularLotteries,
  type LotteryGame,
  type LotteryMenuGroup,
  lotteryGameMenusEndpoint,
  lotteryOpenedNumerosEndpoint,
  lotteryPopularEndpoint,
  lotteryVnMenusEndpoint,
  lotteryVnOpenedNumerosEndpoint,
  lotteryVnRecentEndpoint,
  type Numero,
} from '../endpoints/lottery';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery } from './query';

/** Lottery menus for the brand's prize mode (LOTT, ELOTT, SEA, ...). */
export function useLotteryMenus(prizeMode: string | undefined, options?: QueryOptions<LotteryMenuGroup[]>) {
  return usePlatformQuery(
    { id: lotteryGameMenusEndpoint.id, token: 'none', heavy: true, localized: true },
    prizeMode === undefined ? {} : { prizeMode },
    (client, params) => getLotteryMenus(client, params),
    options,
  );
}

export function usePopularLotteries(options?: QueryOptions<LotteryGame[]>) {
  return usePlatformQuery(
    { id: lotteryPopularEndpoint.id, token: 'none', heavy: true, localized: true },
    null,
    (client) => getPopularLotteries(client),
    options,
  );
}

export function useVnLotteryMenus(
  params?: RequestOf<typeof lotteryVnMenusEndpoint>,
  options?: QueryOptions<ResponseOf<typeof lotteryVnMenusEndpoint>>,
) {
  return useDefinitionQuery(lotteryVnMenusEndpoint, params, options, { heavy: true, localized: true });
}

export function useVnRecentLotteries(
  params?: RequestOf<typeof lotteryVnRecentEndpoint>,
  options?: QueryOptions<ResponseOf<typeof lotteryVnRecentEndpoint>>,
) {
  return useDefinitionQuery(lotteryVnRecentEndpoint, params, options, { localized: true });
}

export function useVnOpenedNumeros(
  params?: RequestOf<typeof lotteryVnOpenedNumerosEndpoint>,
  options?: QueryOptions<ResponseOf<typeof lotteryVnOpenedNumerosEndpoint>>,
) {
  return useDefinitionQuery(lotteryVnOpenedNumerosEndpoint, params, options);
}

export function useOpenedNumeros(input: { gameCode?: string } = {}, options?: QueryOptions<Numero[]>) {
  return usePlatformQuery(
    { id: lotteryOpenedNumerosEndpoint.id, token: 'required' },
    input,
    (client, params) => getOpenedNumeros(client, params),
    options,
  );
}
