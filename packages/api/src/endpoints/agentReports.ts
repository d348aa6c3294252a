import * as v from 'valibot';
import { defineEndpoint } from './define';
import { dateRange, idText, list, numeric, optionalFields, optionalNumber, orEmpty, pagedList, paging } from './fields';

/**
 * The agent centre's reports beyond the team's profit and loss: one member's
 * result by game kind, and the agent's own income. The team's bets and
 * account lines are the member's own record calls asked with a team scope
 * (`teamScope` in `records.ts`). A module of its own so it loads with the
 * report pages.
 */

// ---- schemas ---------------------------------------------------------------

/** One game kind of a member's result over the days asked. */
export const teamPnlDetailRowSchema = v.object({
  gameType: v.string(),
  betCount: optionalNumber,
  betAmount: optionalNumber,
  validBet: optionalNumber,
  /** The member's result on that kind: payout minus stake. */
  winLoss: optionalNumber,
});
export type TeamPnlDetailRow = v.InferOutput<typeof teamPnlDetailRowSchema>;

/** The kinds of an agent's income: dividend on the team's loss, salary and rebate commission on its valid bets. */
export const agentIncomeKinds = ['DIVIDEND', 'SALARY', 'REBATE'] as const;
export type AgentIncomeKind = (typeof agentIncomeKinds)[number];

/** One day's income of one kind. */
export const agentIncomeRowSchema = v.object({
  date: v.string(),
  kind: idText,
  /** The team figure the income is a share of (valid bet, or the team's loss for a dividend). */
  base: optionalNumber,
  /** The share, in percent. */
  rate: optionalNumber,
  amount: numeric,
});
export type AgentIncomeRow = v.InferOutput<typeof agentIncomeRowSchema>;

/** The agent's income: a page of day-and-kind lines and the totals of every line the filters keep. */
export const agentIncomeSchema = v.object({
  ...pagedList(agentIncomeRowSchema).entries,
  totals: orEmpty(
    v.object({
      dividend: optionalNumber,
      salary: optionalNumber,
      rebate: optionalNumber,
      total: optionalNumber,
    }),
  ),
});
export type AgentIncome = v.InferOutput<typeof agentIncomeSchema>;

// ---- definitions -----------------------------------------------------------

const shapeInferred = "Path from the platform's catalogue; fields and filters are inferred";

export const agentTeamPnlDetailEndpoint = defineEndpoint({
  id: 'agent.teamPnlDetail',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getTeamPNLV2Detail',
  request: v.object({ account: v.pipe(v.string(), v.minLength(1)), ...dateRange }),
  response: list(teamPnlDetailRowSchema),
  summary: "One team member's profit and loss by game kind",
  source: 'catalogue',
  assumption: `${shapeInferred} (a list of game kinds with bet count, bet, valid bet and win/loss)`,
});

export const agentIncomeEndpoint = defineEndpoint({
  id: 'agent.income',
  method: 'GET',
  path: '/wps/relay/ODSFE2_AgentProfDet',
  request: optionalFields({
    /** One kind of income; every kind when left out. */
    kind: v.optional(v.picklist(agentIncomeKinds)),
    ...dateRange,
    ...paging,
  }),
  response: agentIncomeSchema,
  summary: "The agent's own income by day and kind (dividend, salary, rebate commission)",
  source: 'catalogue',
  assumption: `${shapeInferred}: chosen over ODSFE2_agentRebate, which covers the rebate commission only; lines of date, kind, base, rate and amount, with totals by kind`,
});

export const agentReportEndpoints = {
  teamPnlDetail: agentTeamPnlDetailEndpoint,
  income: agentIncomeEndpoint,
} as const;
