import * as v from 'valibot';
import { defineEndpoint } from './define';
import {
  anyValue,
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

/**
 * Cashback: what is owed and its claim, the rebates paid before and the
 * member's rates by product type. A module of its own so it loads with the
 * cashback page, not with the first route.
 */

/** One cashback paid: the product type, the turnover it was paid on and when. */
export const rebateRecordSchema = v.object({
  id: idText,
  productType: v.string(),
  validBet: optionalNumber,
  rate: optionalNumber,
  amount: numeric,
  time: optionalText,
});
export type RebateRecord = v.InferOutput<typeof rebateRecordSchema>;

/** The member's cashback rate (per cent of valid turnover) for one product type. */
export const rebateRateSchema = v.object({
  productType: v.string(),
  rate: numeric,
});
export type RebateRate = v.InferOutput<typeof rebateRateSchema>;

export const rebateItemSchema = v.object({
  productType: v.string(),
  validBet: optionalNumber,
  rate: optionalNumber,
  amount: numeric,
});

export const memberRebatesEndpoint = defineEndpoint({
  id: 'member.rebates',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getRebate',
  request: noFields,
  response: list(rebateItemSchema),
  summary: 'Cashback (manual rebate) available to claim',
  source: 'catalogue',
  assumption: "Path from the platform's catalogue; field names beyond the ones seen there are inferred",
});

export const memberClaimRebateEndpoint = defineEndpoint({
  id: 'member.claimRebate',
  method: 'POST',
  path: '/wps/relay/ODSFE2_rebateDisburse',
  request: optionalFields({ productType: v.optional(v.string()) }),
  response: anyValue,
  summary: 'Claim cashback',
  source: 'catalogue',
  assumption: 'POST is inferred; fields inferred',
});

const inferredFields = "Relay from the platform's catalogue; field names beyond the ones seen there are inferred";

export const memberRebateRecordEndpoint = defineEndpoint({
  id: 'member.rebateRecord',
  method: 'GET',
  path: '/wps/relay/ODSFE2_rebateRecord',
  request: optionalFields({ ...paging }),
  response: pagedList(rebateRecordSchema),
  summary: 'Cashback paid before (rebate history), newest first',
  source: 'catalogue',
  assumption: `${inferredFields}; paging as the other report relays page`,
});
export const memberRebateRatesEndpoint = defineEndpoint({
  id: 'member.rebateRates',
  method: 'GET',
  path: '/wps/relay/MCSFE_getCustomerRebateSettingByProductType',
  request: noFields,
  response: list(rebateRateSchema),
  summary: "The member's cashback rates by product type",
  source: 'catalogue',
  assumption: `${inferredFields}; the rate is taken to be a percentage`,
});

export const rebateEndpoints = {
  rebates: memberRebatesEndpoint,
  claimRebate: memberClaimRebateEndpoint,
  rebateRecord: memberRebateRecordEndpoint,
  rebateRates: memberRebateRatesEndpoint,
} as const;
