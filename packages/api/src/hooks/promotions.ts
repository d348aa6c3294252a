import type { RequestOf, ResponseOf } from '../endpoints/define';
import type { Promotion } from '../endpoints/promotions';
import { promotionsEndpoints } from '../endpoints/promotions';
import { walletEndpoints } from '../endpoints/wallet';
import { useDefinitionMutation } from './mutation';
import { type QueryOptions, useDefinitionQuery, usePlatformQuery, useToken } from './query';

/**
 * Available promotions: the member's list when logged in (the header's
 * rewards badge counts it), the merchant's public list for visitors.
 */
export function useAvailablePromotions(options?: QueryOptions<Promotion[]>) {
  const loggedIn = useToken() !== null;
  const definition = loggedIn ? promotionsEndpoints.available : promotionsEndpoints.merchantAvailable;
  return usePlatformQuery(
    { id: definition.id, token: definition.token, localized: true },
    null,
    (client) => client.call(definition, undefined),
    options,
  );
}

export function usePromotionPages(
  params?: RequestOf<typeof promotionsEndpoints.announcements>,
  options?: QueryOptions<ResponseOf<typeof promotionsEndpoints.announcements>>,
) {
  return useDefinitionQuery(promotionsEndpoints.announcements, params, options, { heavy: true, localized: true });
}

export function useClaimables(
  params?: RequestOf<typeof promotionsEndpoints.claimables>,
  options?: QueryOptions<ResponseOf<typeof promotionsEndpoints.claimables>>,
) {
  return useDefinitionQuery(promotionsEndpoints.claimables, params, options, { localized: true });
}

export function useClaimHistory(
  params?: RequestOf<typeof promotionsEndpoints.claimHistory>,
  options?: QueryOptions<ResponseOf<typeof promotionsEndpoints.claimHistory>>,
) {
  return useDefinitionQuery(promotionsEndpoints.claimHistory, params, options);
}

const rewards = [
  promotionsEndpoints.claimables.id,
  promotionsEndpoints.available.id,
  promotionsEndpoints.claimHistory.id,
  walletEndpoints.balance.id,
];

export function useClaimIssuedPromotion() {
  return useDefinitionMutation(promotionsEndpoints.claimIssued, rewards);
}

export function useJoinPromotion() {
  return useDefinitionMutation(promotionsEndpoints.join, rewards);
}

export function useClaimRafflePromotion() {
  return useDefinitionMutation(promotionsEndpoints.claimRaffle, rewards);
}
