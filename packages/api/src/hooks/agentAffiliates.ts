import {
  agentAffiliateExpiryOptionsEndpoint,
  agentAffiliateUrlsEndpoint,
  agentCreateAffiliateUrlEndpoint,
  agentDeleteAffiliateUrlEndpoint,
  agentPromotionChannelsEndpoint,
  agentRegisteredAffiliatesEndpoint,
} from '../endpoints/agentAffiliates';
import { mutationHook } from './mutation';
import { queryHook } from './query';

export const useAffiliateExpiryOptions = queryHook(agentAffiliateExpiryOptionsEndpoint);
export const usePromotionChannels = queryHook(agentPromotionChannelsEndpoint);
export const useAffiliateUrls = queryHook(agentAffiliateUrlsEndpoint);
export const useRegisteredAffiliates = queryHook(agentRegisteredAffiliatesEndpoint);

export const useCreateAffiliateUrl = mutationHook(agentCreateAffiliateUrlEndpoint, [agentAffiliateUrlsEndpoint]);
// A deleted link takes its registrations out of the per-link counts.
export const useDeleteAffiliateUrl = mutationHook(agentDeleteAffiliateUrlEndpoint, [
  agentAffiliateUrlsEndpoint,
  agentRegisteredAffiliatesEndpoint,
]);
