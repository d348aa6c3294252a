import type { RequestOf, ResponseOf } from '../endpoints/define';
import type { Promotion } from '../endpoints/promotions';
import {
  promotionsAnnouncementsEndpoint,
  promotionsAvailableEndpoint,
  promotionsClaimablesEndpoint,
  promotionsClaimHistoryEndpoint,
  promotionsClaimIssuedEndpoint,
  promotionsClaimRaffleEndpoint,
  promotionsJoinEndpoint,
  promotionsMerchantAvailableEndpoint,
} from '../endpoints/promotions';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery, useToken } from './query';

/**
 * Available promotions: the member's list when logged in (the header's
 * rewards badge counts it), the merchant's public list for visitors.
 */
export function useAvailablePromotions(options?: QueryOptions<Promotion[]>) {
  const loggedIn = useToken() !== null;
  const definition = loggedIn ? promotionsAvailableEndpoint : promotionsMerchantAvailableEndpoint;
  return usePlatformQuery(
    { id: definition.id, token: definition.token, localized: true },
    null,
    (client) => client.call(definition, undefined),
    options,
  );
}

export function usePromotionPages(
  params?: RequestOf<typeof promotionsAnnouncementsEndpoint>,
  options?: QueryOptions<ResponseOf<typeof promotionsAnnouncementsEndpoint>>,
) {
  return useDefinitionQuery(promotionsAnnouncementsEndpoint, params, options, { heavy: true, localized: true });
}

export function useClaimables(
  params?: RequestOf<typeof promotionsClaimablesEndpoint>,
  options?: QueryOptions<ResponseOf<typeof promotionsClaimablesEndpoint>>,
) {
  return useDefinitionQuery(promotionsClaimablesEndpoint, params, options, { localized: true });
}

export function useClaimHistory(
  params?: RequestOf<typeof promotionsClaimHistoryEndpoint>,
  options?: QueryOptions<ResponseOf<typeof promotionsClaimHistoryEndpoint>>,
) {
  return useDefinitionQuery(promotionsClaimHistoryEndpoint, params, options);
}

const rewards = [
  promotionsClaimablesEndpoint.id,
  promotionsAvailableEndpoint.id,
  promotionsClaimHistoryEndpoint.id,
  walletBalanceEndpoint.id,
];

export function useClaimIssuedPromotion() {
  return useDefinitionMutation(promotionsClaimIssuedEndpoint, rewards);
}

export function useJoinPromotion() {
  return useDefinitionMutation(promotionsJoinEndpoint, rewards);
}

export function useClaimRafflePromotion() {
  return useDefinitionMutation(promotionsClaimRaffleEndpoint, rewards);
}
