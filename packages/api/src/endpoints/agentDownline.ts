import * as v from 'valibot';
import { defineEndpoint, inferredShape } from './define';
import { dateRange, idText, integer, list, noFields, numeric, optionalNumber, optionalText } from './fields';

/**
 * Agent centre, one downline at a time: its detail and P&L, a new password,
 * promotion to agent, rebate rates, and collecting money back from it.
 */

// ---- schemas ---------------------------------------------------------------

const accountField = v.pipe(v.string(), v.minLength(1));

/** One downline's account facts. */
export const downlineDetailSchema = v.object({
  customerId: idText,
  account: v.string(),
  nickname: optionalText,
  /** Member (0) or an agent type. */
  type: integer,
  /** How far below the agent: 1 for its own downlines. */
  level: optionalNumber,
  balance: optionalNumber,
  registerTime: optionalText,
  lastLoginTime: optionalText,
  /** Everyone below this downline, any depth. */
  teamSize: optionalNumber,
});
export type DownlineDetail = v.InferOutput<typeof downlineDetailSchema>;

/** A downline's money in a period: deposits, withdrawals, bets and its P&L (winnings less stakes, plus bonus and rebate). */
export const downlinePnlSchema = v.object({
  account: v.string(),
  deposit: optionalNumber,
  withdraw: optionalNumber,
  betAmount: optionalNumber,
  validBet: optionalNumber,
  betCount: optionalNumber,
  profit: optionalNumber,
});
export type DownlinePnl = v.InferOutput<typeof downlinePnlSchema>;

/** The merchant's bounds of a product type's rebate rate (percent). */
export const globalRebateRangeSchema = v.object({
  productType: v.string(),
  minRate: numeric,
  maxRate: numeric,
});
export type GlobalRebateRange = v.InferOutput<typeof globalRebateRangeSchema>;

/** The highest rebate rate (percent) the agent itself holds for a product type: a downline's rate may not exceed it. */
export const rebateQuotaSchema = v.object({
  productType: v.string(),
  quota: numeric,
});
export type RebateQuota = v.InferOutput<typeof rebateQuotaSchema>;

/** A downline's rebate rate (percent) for a product type. */
export const downlineRebateSchema = v.object({
  productType: v.string(),
  rate: numeric,
});
export type DownlineRebate = v.InferOutput<typeof downlineRebateSchema>;

export const downlineRebatesUpdateSchema = v.object({
  account: accountField,
  rebates: v.array(v.object({ productType: v.pipe(v.string(), v.minLength(1)), rate: numeric })),
});
export type DownlineRebatesUpdate = v.InferOutput<typeof downlineRebatesUpdateSchema>;

/** A money movement between the agent and a direct downline, confirmed with a password. */
export const downlineCollectionSchema = v.object({
  account: accountField,
  amount: numeric,
  password: v.pipe(v.string(), v.minLength(1)),
});

// ---- definitions -----------------------------------------------------------

export const agentDownlineDetailEndpoint = defineEndpoint({
  id: 'agent.downlineDetail',
  method: 'GET',
  path: '/wps/agent/downline/mobile',
  moduleId: 'AGEDOWNMAN3',
  request: v.object({ account: accountField }),
  response: downlineDetailSchema,
  summary: "A downline's account facts: type, level, balance, team size, times",
  source: 'catalogue',
  assumption: `${inferredShape}; the account travels in the query`,
});
export const agentDownlinePnlEndpoint = defineEndpoint({
  id: 'agent.downlinePnl',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getMemberPnlv2',
  moduleId: 'AGEDOWNMAN3',
  request: v.object({ account: accountField, ...dateRange }),
  response: downlinePnlSchema,
  summary: "A downline's deposits, withdrawals, bets and P&L",
  source: 'catalogue',
  assumption: `${inferredShape}; no dates means all time`,
});
export const agentResetDownlinePasswordEndpoint = defineEndpoint({
  id: 'agent.resetDownlinePassword',
  method: 'PUT',
  path: '/wps/agent/downline/password',
  encrypted: true,
  moduleId: 'AGEDOWNMAN3',
  request: v.object({
    account: accountField,
    password: v.pipe(v.string(), v.minLength(1)),
    confirmPassword: v.pipe(v.string(), v.minLength(1)),
  }),
  response: v.unknown(),
  summary: "Set a downline's login password",
  source: 'catalogue',
  assumption: `${inferredShape}; the fields account/password/confirmPassword are ours`,
});
export const agentPromoteDownlineEndpoint = defineEndpoint({
  id: 'agent.promoteDownline',
  method: 'PUT',
  path: '/wps/agent/promoteDownlineToAgent',
  format: 'form',
  moduleId: 'AGEDOWNMAN3',
  request: v.object({ account: accountField }),
  response: v.unknown(),
  summary: 'Make a member of the team an agent',
  source: 'catalogue',
  assumption: `${inferredShape}; the field account is ours`,
});
export const agentGlobalRebateSettingsEndpoint = defineEndpoint({
  id: 'agent.globalRebateSettings',
  method: 'GET',
  path: '/wps/relay/MCSFE_getGlobalRebateSettingsByProductType',
  request: noFields,
  response: list(globalRebateRangeSchema),
  summary: "The merchant's lowest and highest rebate rate per product type",
  source: 'catalogue',
  assumption: `${inferredShape}; rates are percent`,
});
export const agentRebateQuotaEndpoint = defineEndpoint({
  id: 'agent.rebateQuota',
  method: 'GET',
  path: '/wps/relay/MCSFE_getAgentQuotaGroupByProduct',
  request: noFields,
  response: list(rebateQuotaSchema),
  summary: "The agent's own rebate rate per product type, the most it can pass on",
  source: 'catalogue',
  assumption: `${inferredShape}; rates are percent`,
});
export const agentDownlineRebatesEndpoint = defineEndpoint({
  id: 'agent.downlineRebates',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDownlineRebates',
  request: v.object({ account: accountField }),
  response: list(downlineRebateSchema),
  summary: "A downline's rebate rate per product type",
  source: 'catalogue',
  assumption: `${inferredShape}; rates are percent`,
});
export const agentUpdateDownlineRebatesEndpoint = defineEndpoint({
  id: 'agent.updateDownlineRebates',
  method: 'PUT',
  path: '/wps/agent/updateDownlineRebates',
  moduleId: 'AGEDOWNMAN3',
  request: downlineRebatesUpdateSchema,
  response: v.unknown(),
  summary: "Set a downline's rebate rates",
  source: 'catalogue',
  assumption: `${inferredShape}; a JSON body of account and rebates [{productType, rate}]`,
});
export const agentCollectFromDownlineEndpoint = defineEndpoint({
  id: 'agent.collectFromDownline',
  method: 'POST',
  path: '/wps/relay/passwordCheck/MCSFE_collectFromDownline',
  encrypted: true,
  request: downlineCollectionSchema,
  response: v.unknown(),
  summary: "Move money from a direct downline's balance to the agent's, with the payment password",
  source: 'catalogue',
  assumption: `${inferredShape}; the password is the payment password (the relay checks a password first)`,
});

export const agentDownlineEndpoints = {
  downlineDetail: agentDownlineDetailEndpoint,
  downlinePnl: agentDownlinePnlEndpoint,
  resetDownlinePassword: agentResetDownlinePasswordEndpoint,
  promoteDownline: agentPromoteDownlineEndpoint,
  globalRebateSettings: agentGlobalRebateSettingsEndpoint,
  rebateQuota: agentRebateQuotaEndpoint,
  downlineRebates: agentDownlineRebatesEndpoint,
  updateDownlineRebates: agentUpdateDownlineRebatesEndpoint,
  collectFromDownline: agentCollectFromDownlineEndpoint,
} as const;
