import {
  type Promotion,
  promotionsAnnouncementsEndpoint,
  promotionsAvailableEndpoint,
  promotionsCategoriesEndpoint,
  promotionsClaimablesEndpoint,
  promotionsClaimHistoryEndpoint,
  promotionsClaimIssuedEndpoint,
  promotionsClaimRaffleEndpoint,
  promotionsJoinEndpoint,
  promotionsMerchantAvailableEndpoint,
  promotionsRaffleStatusEndpoint,
} from '../endpoints/promotions';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { type QueryOptions, queryHook, usePlatformQuery, useToken } from './query';

/**
 * Available promotions: the member's list when logged in (the header's
 * rewards badge counts it), the merchant's public list for visitors.
 */
export function useAvailablePromotions(options?: QueryOptions<Promotion[]>) {
  const loggedIn = useToken() !== null;
  const definition = loggedIn ? promotionsAvailableEndpoint : promotionsMerchantAvailableEndpoint;
  return usePlatformQuery(
    { endpoint: definition, localized: true },
    null,
    (client) => client.call(definition),
    options,
  );
}

export const usePromotionPages = queryHook(promotionsAnnouncementsEndpoint, { heavy: true, localized: true });
export const usePromotionCategories = queryHook(promotionsCategoriesEndpoint, { heavy: true, localized: true });
export const useRafflePromotionStatus = queryHook(promotionsRaffleStatusEndpoint, { localized: true });
export const useClaimables = queryHook(promotionsClaimablesEndpoint, { localized: true });
export const useClaimHistory = queryHook(promotionsClaimHistoryEndpoint);

const rewards = [
  promotionsClaimablesEndpoint,
  promotionsAvailableEndpoint,
  promotionsClaimHistoryEndpoint,
  // A promotion's status shows on its page and the raffles' in the rewards centre.
  promotionsAnnouncementsEndpoint,
  promotionsRaffleStatusEndpoint,
  walletBalanceEndpoint,
];

export const useClaimIssuedPromotion = mutationHook(promotionsClaimIssuedEndpoint, rewards);
export const useJoinPromotion = mutationHook(promotionsJoinEndpoint, rewards);
export const useClaimRafflePromotion = mutationHook(promotionsClaimRaffleEndpoint, rewards);
