import * as v from 'valibot';
import { defineEndpoint } from './define';
import { idText, integer, list, noFields, optionalFields, optionalNumber, optionalText } from './fields';

/**
 * Agent centre: affiliate links. An agent creates registration links for a
 * member or an agent account, each valid for one of the merchant's expiry
 * options and optionally tagged with a promotion channel; whoever registers
 * through a link joins the agent's team with the link's account type.
 */

// ---- schemas ---------------------------------------------------------------

/** One of the merchant's link lifetimes, in days; 0 is a link that never expires. */
export const affiliateExpiryOptionSchema = v.pipe(
  v.union([integer, v.object({ days: integer })]),
  v.transform((option) => ({ days: typeof option === 'number' ? option : option.days })),
);
export type AffiliateExpiryOption = v.InferOutput<typeof affiliateExpiryOptionSchema>;

/** Where the agent means to share a link (a site, a chat group); the merchant's own list. */
export const promotionChannelSchema = v.object({
  channelId: idText,
  name: v.string(),
});
export type PromotionChannel = v.InferOutput<typeof promotionChannelSchema>;

/** An affiliate link as the platform lists it. */
export const affiliateUrlSchema = v.object({
  id: idText,
  /** The code a visitor registering through the link is sent with. */
  affiliateCode: v.string(),
  /** The link's full address; shown as a link only when it is http(s). */
  url: v.string(),
  /** The account type a visitor registering through it gets: member (0) or agent. */
  type: integer,
  /** 0 for a link that never expires. */
  expiryDays: optionalNumber,
  /** Absent for a link that never expires. */
  expiryTime: optionalText,
  createTime: optionalText,
  channelId: optionalText,
  channelName: optionalText,
});
export type AffiliateUrl = v.InferOutput<typeof affiliateUrlSchema>;

export const affiliateUrlRequestSchema = v.object({
  /** Member (0) or agent account type. */
  type: integer,
  /** One of the merchant's expiry options. */
  expiryDays: integer,
  /** One of the merchant's promotion channels, when it has any. */
  channelId: v.optional(v.string()),
});
export type AffiliateUrlRequest = v.InferOutput<typeof affiliateUrlRequestSchema>;

/** A member who registered through one of the agent's links. */
export const registeredAffiliateSchema = v.object({
  /** The link it registered through. */
  affiliateUrlId: idText,
  account: v.string(),
  registerTime: optionalText,
});
export type RegisteredAffiliate = v.InferOutput<typeof registeredAffiliateSchema>;

// ---- definitions -----------------------------------------------------------

const inferred =
  "Path from the platform's catalogue; the request and answer fields are inferred (no platform source shows them)";

export const agentAffiliateExpiryOptionsEndpoint = defineEndpoint({
  id: 'agent.affiliateExpiryOptions',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantUrlExpiryOptions',
  request: noFields,
  response: list(affiliateExpiryOptionSchema),
  summary: "The merchant's affiliate link lifetimes, in days (0: never expires)",
  source: 'catalogue',
  assumption: `${inferred}; GET inferred; the answer is read as a list of days, bare or under \`days\``,
});
export const agentPromotionChannelsEndpoint = defineEndpoint({
  id: 'agent.promotionChannels',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantPromotionChannels',
  request: noFields,
  response: list(promotionChannelSchema),
  summary: "The merchant's promotion channels an affiliate link can be tagged with",
  source: 'catalogue',
  assumption: `${inferred}; GET inferred`,
});
export const agentCreateAffiliateUrlEndpoint = defineEndpoint({
  id: 'agent.createAffiliateUrl',
  method: 'POST',
  path: '/wps/relay/MCSFE_createAffiliateUrl',
  request: affiliateUrlRequestSchema,
  response: affiliateUrlSchema,
  summary: 'Create an affiliate link for a member or agent account',
  source: 'catalogue',
  assumption: inferred,
});
export const agentAffiliateUrlsEndpoint = defineEndpoint({
  id: 'agent.affiliateUrls',
  method: 'GET',
  path: '/wps/relay/MCSFE_viewAffiliateUrls',
  request: noFields,
  response: list(affiliateUrlSchema),
  summary: "The agent's affiliate links, newest first",
  source: 'catalogue',
  assumption: inferred,
});
export const agentDeleteAffiliateUrlEndpoint = defineEndpoint({
  id: 'agent.deleteAffiliateUrl',
  method: 'POST',
  path: '/wps/relay/MCSFE_deleteAffiliateUrl',
  request: v.object({ id: idText }),
  response: v.unknown(),
  summary: 'Delete an affiliate link',
  source: 'catalogue',
  assumption: inferred,
});
export const agentRegisteredAffiliatesEndpoint = defineEndpoint({
  id: 'agent.registeredAffiliates',
  method: 'GET',
  path: '/wps/relay/MCSFE_viewRegisteredAffiliates',
  request: optionalFields({ affiliateUrlId: v.optional(idText) }),
  response: list(registeredAffiliateSchema),
  summary: "Who registered through the agent's affiliate links (one link's, or all of them)",
  source: 'catalogue',
  assumption: inferred,
});

export const agentAffiliateEndpoints = {
  affiliateExpiryOptions: agentAffiliateExpiryOptionsEndpoint,
  promotionChannels: agentPromotionChannelsEndpoint,
  createAffiliateUrl: agentCreateAffiliateUrlEndpoint,
  affiliateUrls: agentAffiliateUrlsEndpoint,
  deleteAffiliateUrl: agentDeleteAffiliateUrlEndpoint,
  registeredAffiliates: agentRegisteredAffiliatesEndpoint,
} as const;
