import * as v from 'valibot';
import { defineEndpoint } from './define';
import {
  dateRange,
  idText,
  integer,
  list,
  noFields,
  numeric,
  optionalFields,
  optionalNumber,
  optionalText,
  pagedList,
  paging,
} from './fields';

/** Points mall: balance, rewards, redeem, conversion. */

/** The point balance: a bare number or `{ balance }`. */
export const pointBalanceSchema = v.union([
  v.pipe(
    numeric,
    v.transform((balance) => ({ balance })),
  ),
  v.object({ balance: numeric }),
]);
export type PointBalance = v.InferOutput<typeof pointBalanceSchema>;

export const pointRewardSchema = v.object({
  rewardId: idText,
  name: v.string(),
  image: optionalText,
  type: optionalText,
  pointsRequirement: numeric,
  amountRequirement: optionalNumber,
  stock: optionalNumber,
});
export type PointReward = v.InferOutput<typeof pointRewardSchema>;

/** A redeem record of the points mall. */
export const redeemRecordSchema = v.object({
  referenceNo: v.string(),
  applyTime: v.string(),
  type: optionalText,
  name: v.string(),
  quantity: numeric,
  pointsRequirement: numeric,
  amountRequirement: optionalNumber,
  /** applying / in process, rejected, approved. */
  status: v.string(),
  remark: optionalText,
});
export type RedeemRecord = v.InferOutput<typeof redeemRecordSchema>;

/** Earning rates by product (live 0.70, sports 1.00, fish 1.20, slots 1.20, pvp 1.00). */
export const pointConfigSchema = v.object({
  rates: list(v.object({ productType: v.string(), rate: numeric })),
  expires: v.nullish(v.boolean(), false),
  /** Points that convert into one unit of cash; without it the mall offers no conversion. */
  pointsPerCash: optionalNumber,
});
export type PointConfig = v.InferOutput<typeof pointConfigSchema>;

const fieldsInferred = 'Relay named by the product; fields inferred';

export const pointsBalanceEndpoint = defineEndpoint({
  id: 'points.balance',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointBalance',
  moduleId: 'PTSYS3',
  request: noFields,
  response: pointBalanceSchema,
  summary: 'Point balance',
});
export const pointsRewardsEndpoint = defineEndpoint({
  id: 'points.rewards',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointReward',
  moduleId: 'PTSYS3',
  // Visitors see the rewards on /pointMall, and sign in to redeem.
  token: 'optional',
  request: noFields,
  response: list(pointRewardSchema),
  summary: 'Rewards of the points mall',
  assumption: `${fieldsInferred}; sent without a token for visitors, who see the catalogue`,
});
export const pointsRedeemEndpoint = defineEndpoint({
  id: 'points.redeem',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
  encrypted: true,
  moduleId: 'PTSYS3',
  request: v.object({ rewardId: idText, quantity: integer, password: v.pipe(v.string(), v.minLength(1)) }),
  response: v.unknown(),
  summary: 'Redeem a reward (payment-password-gated, encrypted)',
  assumption: `${fieldsInferred}; the password is the payment password (docs/platform.md#password-gated-relays)`,
});
export const pointsRedeemHistoryEndpoint = defineEndpoint({
  id: 'points.redeemHistory',
  method: 'GET',
  path: '/wps/relay/MCS2_getRedeemPointList',
  moduleId: 'PTSYS3',
  request: optionalFields({ ...dateRange, ...paging }),
  response: pagedList(redeemRecordSchema),
  summary: 'Redeem history',
  assumption: fieldsInferred,
});
export const pointsConfigEndpoint = defineEndpoint({
  id: 'points.config',
  method: 'GET',
  path: '/wps/relay/MCS2_getPointConfig',
  moduleId: 'PTSYS3',
  request: noFields,
  response: pointConfigSchema,
  summary: 'Point earning rates',
  assumption: fieldsInferred,
});
export const pointsConvertEndpoint = defineEndpoint({
  id: 'points.convert',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCS2_convertPoint',
  encrypted: true,
  moduleId: 'PTSYS3',
  request: v.object({ points: numeric, password: v.pipe(v.string(), v.minLength(1)) }),
  response: v.unknown(),
  summary: 'Convert points to balance (payment-password-gated, encrypted)',
  assumption: `${fieldsInferred}; the password is the payment password (docs/platform.md#password-gated-relays)`,
});

export const pointsEndpoints = {
  balance: pointsBalanceEndpoint,
  rewards: pointsRewardsEndpoint,
  redeem: pointsRedeemEndpoint,
  redeemHistory: pointsRedeemHistoryEndpoint,
  config: pointsConfigEndpoint,
  convert: pointsConvertEndpoint,
} as const;
