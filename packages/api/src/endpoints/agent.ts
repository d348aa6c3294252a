import * as v from 'valibot';
import { PlatformError } from '../transport/errors';
import { defineEndpoint } from './define';
import {
  dateRange,
  idText,
  integer,
  list,
  noFields,
  numeric,
  optionalFields,
  optionalId,
  optionalNumber,
  optionalText,
  orEmpty,
  pagedList,
  paging,
} from './fields';

/** Agent centre: team, downlines, transfers, referral, salary and dividend contracts. */

// ---- schemas ---------------------------------------------------------------

/** A contract request answer: accept or reject. */
export const contractDecisionSchema = v.object({
  contractId: idText,
  action: v.picklist(['accept', 'reject']),
});
export type ContractDecision = v.InferOutput<typeof contractDecisionSchema>;

/** A salary or dividend contract: rate, period valid bet, period P&L, active members, bet amount. */
export const contractSchema = v.object({
  contractId: idText,
  account: v.string(),
  rate: numeric,
  status: v.string(),
  periodValidBet: optionalNumber,
  periodPnl: optionalNumber,
  activeMembers: optionalNumber,
  betAmount: optionalNumber,
  period: optionalText,
  createTime: optionalText,
  /**
   * The viewer's side: `received` from the upline (a request to answer while
   * pending), `offered` to a downline. Absent on a platform that sends only
   * one side per list; the request lists are all `received`.
   */
  direction: v.optional(v.picklist(['received', 'offered'])),
});
export type Contract = v.InferOutput<typeof contractSchema>;

export const contractProposalSchema = v.object({
  account: v.pipe(v.string(), v.minLength(1)),
  rate: numeric,
  /** daily, weekly, half-month, monthly. */
  period: v.optional(v.string()),
  /** Confirms terminating a downline contract with a higher rate. */
  confirmTerminate: v.optional(v.boolean()),
});
export type ContractProposal = v.InferOutput<typeof contractProposalSchema>;

/**
 * The `value` of the refusal that asks to confirm a lower rate: the contracts
 * the downline passes on to its own team at a higher rate, which the new
 * contract ends.
 */
export const contractTerminateConfirmSchema = v.object({
  contracts: list(
    v.object({
      contractId: idText,
      /** The downline's own member holding that contract. */
      account: optionalText,
      rate: optionalNumber,
    }),
  ),
});
export type ContractTerminateConfirm = v.InferOutput<typeof contractTerminateConfirmSchema>;

/**
 * The downline contracts a refused offer would end (its rate is below
 * theirs), or null when the refusal is not that one.
 */
export function undercutContractsOf(error: unknown): ContractTerminateConfirm['contracts'] | null {
  if (!(error instanceof PlatformError) || error.errorCode !== 'contract.terminate.confirm') return null;
  const parsed = v.safeParse(contractTerminateConfirmSchema, error.details);
  return parsed.success ? parsed.output.contracts : null;
}

/** One day of the team overview's daily list. */
export const teamOverviewDaySchema = v.object({
  date: v.string(),
  deposit: optionalNumber,
  withdraw: optionalNumber,
  validBet: optionalNumber,
  profit: optionalNumber,
  activeMembers: optionalNumber,
  newMembers: optionalNumber,
});
export type TeamOverviewDay = v.InferOutput<typeof teamOverviewDaySchema>;

export const teamOverviewSchema = orEmpty(
  v.object({
    teamSize: optionalNumber,
    newMembers: optionalNumber,
    activeMembers: optionalNumber,
    deposit: optionalNumber,
    withdraw: optionalNumber,
    validBet: optionalNumber,
    profit: optionalNumber,
    balance: optionalNumber,
  }),
);
export type TeamOverview = v.InferOutput<typeof teamOverviewSchema>;

export const downlineSchema = v.object({
  customerId: idText,
  account: v.string(),
  nickname: optionalText,
  type: integer,
  balance: optionalNumber,
  registerTime: optionalText,
  lastLoginTime: optionalText,
  status: optionalText,
  /** Everyone below this downline, any depth. */
  teamSize: optionalNumber,
});
export type Downline = v.InferOutput<typeof downlineSchema>;

const teamPnlFigures = {
  deposit: optionalNumber,
  withdraw: optionalNumber,
  validBet: optionalNumber,
  win: optionalNumber,
  bonus: optionalNumber,
  rebate: optionalNumber,
  profit: optionalNumber,
};
export const teamPnlRowSchema = v.object({ account: v.string(), ...teamPnlFigures });
export type TeamPnlRow = v.InferOutput<typeof teamPnlRowSchema>;

export const referralDetailsSchema = v.object({
  referralCode: v.string(),
  affiliateCode: optionalText,
  totalInvitations: optionalNumber,
  promotionDomains: list(v.string()),
});
export type ReferralDetails = v.InferOutput<typeof referralDetailsSchema>;

export const referralSchema = v.object({
  account: v.string(),
  registerTime: optionalText,
  deposit: optionalNumber,
  reward: optionalNumber,
  customerId: optionalId,
});
export type Referral = v.InferOutput<typeof referralSchema>;

/** The invite-and-earn rules, one per line; a bare list or one under `rules`. */
export const referralRulesSchema = v.pipe(
  v.union([list(v.string()), v.object({ rules: list(v.string()) })]),
  v.transform((answer) => ({ rules: (Array.isArray(answer) ? answer : answer.rules).filter((rule) => rule.trim()) })),
);
export type ReferralRules = v.InferOutput<typeof referralRulesSchema>;

/** What the player earned from invited friends: today, yesterday and in all. */
export const referralIncomeSchema = v.object({
  totalIncome: optionalNumber,
  todayIncome: optionalNumber,
  yesterdayIncome: optionalNumber,
});
export type ReferralIncome = v.InferOutput<typeof referralIncomeSchema>;

const passwordField = v.pipe(v.string(), v.minLength(1));

// ---- definitions -----------------------------------------------------------

const processAssumption =
  'Relay named by the product; POST like every contract write (no platform source shows its verb); the fields contractId/action are ours';
const shapeInferred = "Path from the platform's catalogue; field names beyond the ones seen there are inferred";
const range = { ...dateRange, ...paging };

export const agentProcessDividendEndpoint = defineEndpoint({
  id: 'agent.processDividend',
  method: 'POST',
  path: '/wps/relay/MCS2_processDividendReq',
  moduleId: 'SIGNCONDIV3',
  request: contractDecisionSchema,
  response: v.unknown(),
  summary: 'Accept or reject a dividend contract request',
  assumption: processAssumption,
});
export const agentProcessDailySalaryEndpoint = defineEndpoint({
  id: 'agent.processDailySalary',
  method: 'POST',
  path: '/wps/relay/MCS2_processDailySalContract',
  moduleId: 'DAILYSALCONT3',
  request: contractDecisionSchema,
  response: v.unknown(),
  summary: 'Accept or reject a daily salary contract',
  assumption: processAssumption,
});
export const agentProcessHourSalaryEndpoint = defineEndpoint({
  id: 'agent.processHourSalary',
  method: 'POST',
  path: '/wps/relay/MCS2_processContractHourSalary',
  moduleId: 'HOURSAL3',
  request: contractDecisionSchema,
  response: v.unknown(),
  summary: 'Accept or reject an hourly salary contract',
  assumption: processAssumption,
});
export const agentProcessRealTimeSalaryEndpoint = defineEndpoint({
  id: 'agent.processRealTimeSalary',
  method: 'POST',
  path: '/wps/relay/MCSFE_processRealTimeSalaryContract',
  moduleId: 'RTSALARY3',
  request: contractDecisionSchema,
  response: v.unknown(),
  summary: 'Accept or reject a real-time salary contract',
  assumption: processAssumption,
});
export const agentDividendContractsEndpoint = defineEndpoint({
  id: 'agent.dividendContracts',
  method: 'GET',
  path: '/wps/relay/MCSFE_getContractDividendInfo',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Dividend contracts',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentDividendRequestsEndpoint = defineEndpoint({
  id: 'agent.dividendRequests',
  method: 'GET',
  path: '/wps/relay/MCS2_getContractDividendRequest',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Dividend contracts the upline offered, waiting for an answer',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentProposeDividendEndpoint = defineEndpoint({
  id: 'agent.proposeDividend',
  method: 'POST',
  path: '/wps/relay/MCSFE_applyContractualDividend',
  request: contractProposalSchema,
  response: v.unknown(),
  summary: 'Offer a downline a dividend contract',
  source: 'catalogue',
  assumption: `${shapeInferred}; POST inferred`,
});
export const agentTerminateDividendEndpoint = defineEndpoint({
  id: 'agent.terminateDividend',
  method: 'POST',
  path: '/wps/relay/MCSFE_updateContractDividend',
  request: v.object({ contractId: idText }),
  response: v.unknown(),
  summary: 'Terminate a dividend contract',
  source: 'catalogue',
  assumption: `${shapeInferred}; POST inferred`,
});
export const agentDailySalaryContractsEndpoint = defineEndpoint({
  id: 'agent.dailySalaryContracts',
  method: 'GET',
  path: '/wps/relay/MCSFE_getDailySalaryContractLog',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Daily salary contracts',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentDailySalaryRequestsEndpoint = defineEndpoint({
  id: 'agent.dailySalaryRequests',
  method: 'GET',
  path: '/wps/relay/MCS2_getContracDailySalReq',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Daily salary contracts the upline offered, waiting for an answer',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentProposeDailySalaryEndpoint = defineEndpoint({
  id: 'agent.proposeDailySalary',
  method: 'POST',
  path: '/wps/relay/MCSFE_applyContractDailySalary',
  request: contractProposalSchema,
  response: v.unknown(),
  summary: 'Offer a daily salary contract',
  source: 'catalogue',
  assumption: `${shapeInferred}; POST inferred`,
});
export const agentHourSalaryContractsEndpoint = defineEndpoint({
  id: 'agent.hourSalaryContracts',
  method: 'GET',
  path: '/wps/relay/MCSFE_getContractHourSalaryLog',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Hourly salary contracts',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentHourSalaryRequestsEndpoint = defineEndpoint({
  id: 'agent.hourSalaryRequests',
  method: 'GET',
  path: '/wps/relay/getContractHourSalaryRequest',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Hourly salary contracts the upline offered, waiting for an answer',
  source: 'catalogue',
  assumption: `${shapeInferred}; the catalogue writes this relay with no service prefix`,
});
export const agentProposeHourSalaryEndpoint = defineEndpoint({
  id: 'agent.proposeHourSalary',
  method: 'POST',
  path: '/wps/relay/MCSFE_applyContractHourSalary',
  request: contractProposalSchema,
  response: v.unknown(),
  summary: 'Offer an hourly salary contract',
  source: 'catalogue',
  assumption: `${shapeInferred}; POST inferred`,
});
export const agentRealTimeSalaryContractsEndpoint = defineEndpoint({
  id: 'agent.realTimeSalaryContracts',
  method: 'GET',
  path: '/wps/relay/MCSFE_getRealtimeSalaryContractHistory',
  request: optionalFields(range),
  response: list(contractSchema),
  summary: 'Real-time salary contracts',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentAssignRealTimeSalaryEndpoint = defineEndpoint({
  id: 'agent.assignRealTimeSalary',
  method: 'POST',
  path: '/wps/relay/MCSFE_assignRealTimeSalaryContract',
  request: contractProposalSchema,
  response: v.unknown(),
  summary: 'Offer a real-time salary contract',
  source: 'catalogue',
  assumption: `${shapeInferred}; POST inferred`,
});
export const agentTeamOverviewEndpoint = defineEndpoint({
  id: 'agent.teamOverview',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamOverviewSum',
  request: optionalFields({ ...dateRange }),
  response: teamOverviewSchema,
  summary: 'Team overview totals',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentTeamOverviewDailyEndpoint = defineEndpoint({
  id: 'agent.teamOverviewDaily',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamOverviewDailyList',
  request: optionalFields({ ...dateRange }),
  response: list(teamOverviewDaySchema),
  summary: "The team's deposits, withdrawals, valid bets and P&L per day",
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentDownlinesEndpoint = defineEndpoint({
  id: 'agent.downlines',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getSubordinatev2',
  moduleId: 'AGEDOWNMAN3',
  request: optionalFields({
    account: v.optional(v.string()),
    /** Lists the direct downlines of this member of the team instead of the agent's own (a level down). */
    parentAccount: v.optional(v.string()),
    ...range,
  }),
  response: pagedList(downlineSchema),
  summary: 'Downline list, a level at a time',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentRegisterDownlineEndpoint = defineEndpoint({
  id: 'agent.registerDownline',
  method: 'POST',
  path: '/wps/agent/downline',
  encrypted: true,
  moduleId: 'AGEDOWNMAN3',
  request: v.object({
    username: v.pipe(v.string(), v.minLength(1)),
    password: passwordField,
    /** Member (0) or agent account type. */
    type: v.optional(integer),
    nickname: v.optional(v.string()),
  }),
  response: v.unknown(),
  summary: 'Register a downline account',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentTransferToDownlineEndpoint = defineEndpoint({
  id: 'agent.transferToDownline',
  method: 'PUT',
  path: '/wps/agent/transferDownline',
  encrypted: true,
  request: v.object({ account: v.pipe(v.string(), v.minLength(1)), amount: numeric, password: passwordField }),
  response: v.unknown(),
  summary: 'Transfer money to a downline',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentTransferToUplineEndpoint = defineEndpoint({
  id: 'agent.transferToUpline',
  method: 'PUT',
  path: '/wps/member/transferUpline',
  encrypted: true,
  request: v.object({ amount: numeric, password: passwordField }),
  response: v.unknown(),
  summary: 'Transfer money to the upline',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentTeamPnlEndpoint = defineEndpoint({
  id: 'agent.teamPnl',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamPNLV3',
  request: optionalFields({ account: v.optional(v.string()), ...range }),
  // The totals cover every member the filters keep, not only the page's.
  response: v.object({
    ...pagedList(teamPnlRowSchema).entries,
    totals: orEmpty(v.object(teamPnlFigures)),
  }),
  summary: 'Team profit and loss report',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentReferralDetailsEndpoint = defineEndpoint({
  id: 'agent.referralDetails',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralDetails',
  request: optionalFields({ autoGenerate: v.optional(v.union([v.boolean(), v.picklist(['true', 'false'])])) }),
  response: referralDetailsSchema,
  summary: 'Referral code, affiliate code, invitations, promotion domains',
  source: 'catalogue',
});
export const agentReferralsEndpoint = defineEndpoint({
  id: 'agent.referrals',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralList',
  request: optionalFields(range),
  response: pagedList(referralSchema),
  summary: 'Invited friends',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const agentReferralRulesEndpoint = defineEndpoint({
  id: 'agent.referralRules',
  method: 'GET',
  path: '/wps/relay/MCSFE_getReferralRules',
  request: noFields,
  response: referralRulesSchema,
  summary: 'Invite-and-earn rules',
  source: 'catalogue',
  assumption:
    "Path from the platform's catalogue; the answer's shape (a list of rule lines, bare or under `rules`) is inferred",
});
export const agentReferralIncomeEndpoint = defineEndpoint({
  id: 'agent.referralIncome',
  method: 'GET',
  path: '/wps/relay/ODSFE2_referralMyIncome',
  request: noFields,
  response: referralIncomeSchema,
  summary: "The player's income from invited friends",
  source: 'catalogue',
  assumption: "Path from the platform's catalogue; the fields totalIncome/todayIncome/yesterdayIncome are inferred",
});
export const agentMemberCountEndpoint = defineEndpoint({
  id: 'agent.memberCount',
  method: 'GET',
  path: '/wps/relay/ODSFE2_teamCount',
  request: noFields,
  response: v.union([
    v.pipe(
      numeric,
      v.transform((count) => ({ count })),
    ),
    v.object({ count: numeric }),
  ]),
  summary: 'Number of team members',
  source: 'catalogue',
  assumption: shapeInferred,
});

export const agentEndpoints = {
  processDividend: agentProcessDividendEndpoint,
  processDailySalary: agentProcessDailySalaryEndpoint,
  processHourSalary: agentProcessHourSalaryEndpoint,
  processRealTimeSalary: agentProcessRealTimeSalaryEndpoint,
  dividendContracts: agentDividendContractsEndpoint,
  dividendRequests: agentDividendRequestsEndpoint,
  proposeDividend: agentProposeDividendEndpoint,
  terminateDividend: agentTerminateDividendEndpoint,
  dailySalaryContracts: agentDailySalaryContractsEndpoint,
  dailySalaryRequests: agentDailySalaryRequestsEndpoint,
  proposeDailySalary: agentProposeDailySalaryEndpoint,
  hourSalaryContracts: agentHourSalaryContractsEndpoint,
  hourSalaryRequests: agentHourSalaryRequestsEndpoint,
  proposeHourSalary: agentProposeHourSalaryEndpoint,
  realTimeSalaryContracts: agentRealTimeSalaryContractsEndpoint,
  assignRealTimeSalary: agentAssignRealTimeSalaryEndpoint,
  teamOverview: agentTeamOverviewEndpoint,
  teamOverviewDaily: agentTeamOverviewDailyEndpoint,
  downlines: agentDownlinesEndpoint,
  registerDownline: agentRegisterDownlineEndpoint,
  transferToDownline: agentTransferToDownlineEndpoint,
  transferToUpline: agentTransferToUplineEndpoint,
  teamPnl: agentTeamPnlEndpoint,
  referralDetails: agentReferralDetailsEndpoint,
  referrals: agentReferralsEndpoint,
  referralRules: agentReferralRulesEndpoint,
  referralIncome: agentReferralIncomeEndpoint,
  memberCount: agentMemberCountEndpoint,
} as const;
