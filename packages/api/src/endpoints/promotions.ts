import * as v from 'valibot';
import { defineEndpoint } from './define';
import {
  dateRange,
  idText,
  list,
  noFields,
  numeric,
  optionalFields,
  optionalNumber,
  optionalText,
  pagedList,
  paging,
} from './fields';

/** Promotions, claims and raffles (rewards centre). */

export const promotionSchema = v.object({
  promotionId: idText,
  title: v.string(),
  promotionType: optionalText,
  image: optionalText,
  startTime: optionalText,
  endTime: optionalText,
  status: optionalText,
});
export type Promotion = v.InferOutput<typeof promotionSchema>;

/** A promotion page entry: id, title, contents, announcementImages, additionalContents. */
export const promoAnnouncementSchema = v.object({
  id: idText,
  title: v.string(),
  contents: optionalText,
  announcementImages: list(v.string()),
  additionalContents: optionalText,
  category: optionalText,
  /** The running window and, for a signed-in member, the activity status (not in the catalogue's list of fields). */
  startTime: optionalText,
  endTime: optionalText,
  status: optionalText,
});
export type PromoAnnouncement = v.InferOutput<typeof promoAnnouncementSchema>;

export const claimableSchema = v.object({
  id: idText,
  promotionType: v.string(),
  title: v.string(),
  amount: optionalNumber,
  status: v.string(),
  expireTime: optionalText,
});
export type Claimable = v.InferOutput<typeof claimableSchema>;

/** A tab of the promotions page: the code promotions carry in `category`, and its name in the asked language. */
export const promoCategorySchema = v.object({
  code: v.string(),
  name: v.string(),
});
export type PromoCategory = v.InferOutput<typeof promoCategorySchema>;

/** A raffle or red envelope the member may open: its status, and the prize once opened. */
export const raffleStatusSchema = v.object({
  promotionId: idText,
  title: v.string(),
  status: v.string(),
  prize: optionalNumber,
  startTime: optionalText,
  endTime: optionalText,
});
export type RaffleStatus = v.InferOutput<typeof raffleStatusSchema>;

export const claimRecordSchema = v.object({
  id: idText,
  title: v.string(),
  amount: numeric,
  status: v.string(),
  claimTime: optionalText,
});
export type ClaimRecord = v.InferOutput<typeof claimRecordSchema>;

const shapeInferred = "Relay from the platform's catalogue; fields beyond the ones seen there are inferred";

export const promotionsAvailableEndpoint = defineEndpoint({
  id: 'promotions.available',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAvailablePromotions',
  moduleId: 'REWCEN3',
  request: noFields,
  response: list(promotionSchema),
  summary: 'Available promotions (the rewards badge counts them)',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const promotionsMerchantAvailableEndpoint = defineEndpoint({
  id: 'promotions.merchantAvailable',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  token: 'none',
  request: noFields,
  response: list(promotionSchema),
  summary: 'Available promotions for visitors',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const promotionsAnnouncementsEndpoint = defineEndpoint({
  id: 'promotions.announcements',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromoAnnounceV2',
  token: 'optional',
  request: v.object({ types: v.string(), platform: v.string(), version: v.optional(numeric) }),
  response: v.object({ announcements: list(promoAnnouncementSchema) }),
  summary: 'Promotion pages (list and detail); visitors see them too',
  source: 'catalogue',
  assumption:
    "Token optional so visitors see /promotions (the catalogue does not say); category, startTime, endTime and the member's status are assumed beyond the fields seen",
});
export const promotionsCategoriesEndpoint = defineEndpoint({
  id: 'promotions.categories',
  method: 'GET',
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  token: 'optional',
  request: noFields,
  response: list(promoCategorySchema),
  summary: 'Categories of the promotion pages (the tabs of /promotions)',
  source: 'catalogue',
  assumption:
    "Catalogue names the call only; answer assumed a list of {code, name} whose code matches the pages' category; token optional like the pages",
});
export const promotionsRaffleStatusEndpoint = defineEndpoint({
  id: 'promotions.raffleStatus',
  method: 'GET',
  path: '/wps/relay/MCSFE_getRafflePromotionStatus',
  moduleId: 'REWCEN3',
  request: noFields,
  response: list(raffleStatusSchema),
  summary: 'Raffles and red envelopes of the member, with their status and prize once opened',
  source: 'catalogue',
  assumption: 'Catalogue names the call only; answer assumed a list of {promotionId, title, status, prize?}',
});
export const promotionsClaimablesEndpoint = defineEndpoint({
  id: 'promotions.claimables',
  method: 'GET',
  path: '/wps/relay/MCSFE_getClaimPromotion',
  moduleId: 'REWCEN3',
  request: optionalFields({ promotionType: v.optional(v.string()) }),
  response: list(claimableSchema),
  summary: 'Bonus details and claimable items',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const promotionsClaimIssuedEndpoint = defineEndpoint({
  id: 'promotions.claimIssued',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimIssuedPromotion',
  moduleId: 'REWCEN3',
  request: v.object({ id: idText }),
  response: v.unknown(),
  summary: 'Claim an issued bonus',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const promotionsJoinEndpoint = defineEndpoint({
  id: 'promotions.join',
  method: 'POST',
  path: '/wps/relay/PROMOFE_claimPromo',
  moduleId: 'REWCEN3',
  request: v.object({ promotionId: idText }),
  response: v.unknown(),
  summary: 'Join or claim a promotion',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const promotionsClaimRaffleEndpoint = defineEndpoint({
  id: 'promotions.claimRaffle',
  method: 'POST',
  path: '/wps/relay/MCS2_claimRafflePromotion',
  moduleId: 'REWCEN3',
  request: v.object({ promotionId: idText }),
  // The prize drawn, shown when the envelope opens.
  response: v.object({ prize: optionalNumber, status: optionalText }),
  summary: 'Claim a raffle reward',
  assumption: 'Field promotionId is inferred; the answer is assumed to carry the prize drawn',
});
export const promotionsClaimHistoryEndpoint = defineEndpoint({
  id: 'promotions.claimHistory',
  method: 'GET',
  path: '/wps/relay/MCS2_getPromotionClaimList',
  moduleId: 'REWCEN3',
  request: optionalFields({ ...dateRange, ...paging }),
  response: pagedList(claimRecordSchema),
  summary: 'Reward claim history',
  source: 'catalogue',
  assumption: shapeInferred,
});

export const promotionsEndpoints = {
  available: promotionsAvailableEndpoint,
  merchantAvailable: promotionsMerchantAvailableEndpoint,
  announcements: promotionsAnnouncementsEndpoint,
  categories: promotionsCategoriesEndpoint,
  raffleStatus: promotionsRaffleStatusEndpoint,
  claimables: promotionsClaimablesEndpoint,
  claimIssued: promotionsClaimIssuedEndpoint,
  join: promotionsJoinEndpoint,
  claimRaffle: promotionsClaimRaffleEndpoint,
  claimHistory: promotionsClaimHistoryEndpoint,
} as const;
