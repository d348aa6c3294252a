import * as v from 'valibot';
import { defineEndpoint } from './define';
import {
  dateRange,
  idText,
  list,
  numeric,
  optionalFields,
  optionalId,
  optionalNumber,
  optionalText,
  orEmpty,
  pagedList,
  paging,
} from './fields';

/**
 * The member's records: the account record, personal profit and loss, and
 * the lottery's and third-party games' bets. A module of its own so it loads
 * with the record pages, not with the first route.
 */

// ---- schemas ---------------------------------------------------------------

/** One line of the account record (transactions). */
export const transactionSchema = v.object({
  id: optionalId,
  referenceNo: optionalText,
  txTypeId: optionalId,
  txTypeName: optionalText,
  amount: numeric,
  /** The account's balance after the line: cash, or points in the points ledger. */
  balance: optionalNumber,
  /** Points ledger only: the signed change of points (`amount` carries the same number). */
  changedPoints: optionalNumber,
  createTime: optionalText,
  remark: optionalText,
  /** Asked with a team scope: whose line it is. */
  account: optionalText,
});
export type Transaction = v.InferOutput<typeof transactionSchema>;

export const transactionTypeSchema = v.object({ txTypeId: idText, txTypeName: v.string() });
export type TransactionType = v.InferOutput<typeof transactionTypeSchema>;

/** Personal profit and loss (member centre "personal loss"). */
export const personalPnlSchema = orEmpty(
  v.object({
    deposit: optionalNumber,
    withdraw: optionalNumber,
    validBet: optionalNumber,
    win: optionalNumber,
    bonus: optionalNumber,
    rebate: optionalNumber,
    profit: optionalNumber,
  }),
);
export type PersonalPnl = v.InferOutput<typeof personalPnlSchema>;

export const betRecordSchema = v.object({
  orderId: idText,
  gameName: optionalText,
  vendor: optionalText,
  betAmount: numeric,
  validBet: optionalNumber,
  winAmount: optionalNumber,
  status: optionalText,
  betTime: optionalText,
});
export type BetRecord = v.InferOutput<typeof betRecordSchema>;

/**
 * A relay's name as it sits in a path (`SERVICE_method`): letters, digits
 * and one underscore between the two, so a name can only ever reach a relay.
 */
export const relayName = v.pipe(v.string(), v.regex(/^[A-Za-z][A-Za-z0-9]*_[A-Za-z][A-Za-z0-9]*$/));

/** One bet on a third-party game: the lottery row's fields, plus the net result and the game's kind. */
export const gameBetRecordSchema = v.object({
  ...betRecordSchema.entries,
  gameType: optionalText,
  /** The member's result: payout minus stake (0 until settled). */
  winLoss: optionalNumber,
  settleTime: optionalText,
  /** Asked with a team scope: whose bet it is. */
  account: optionalText,
});
export type GameBetRecord = v.InferOutput<typeof gameBetRecordSchema>;

/** Third-party bets: a page of rows and the totals of every row the filters keep. */
export const gameBetsSchema = v.object({
  ...pagedList(gameBetRecordSchema).entries,
  totals: orEmpty(
    v.object({
      betAmount: optionalNumber,
      validBet: optionalNumber,
      winAmount: optionalNumber,
      winLoss: optionalNumber,
    }),
  ),
});
export type GameBets = v.InferOutput<typeof gameBetsSchema>;

// ---- definitions -----------------------------------------------------------

/**
 * An agent asks a member's record for its team: `scope` TEAM for everyone
 * below the agent, or `account` for one member of the team. Left out, the
 * record is the caller's own.
 */
export const teamScope = {
  scope: v.optional(v.picklist(['TEAM'])),
  account: v.optional(v.string()),
};

const inferredShape = "Path from the platform's catalogue; field names beyond the ones seen there are inferred";

export const memberTransactionsEndpoint = defineEndpoint({
  id: 'member.transactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  moduleId: 'MEMTRANS3',
  request: optionalFields({
    excludeTxTypeIds: v.optional(v.union([v.string(), v.array(v.string())])),
    txTypeId: v.optional(v.string()),
    /** `POINT` asks for the points ledger (the points details) instead of the cash record. */
    walletType: v.optional(v.picklist(['CASH', 'POINT'])),
    ...teamScope,
    ...dateRange,
    ...paging,
  }),
  response: pagedList(transactionSchema),
  summary: 'Account record (transactions); with walletType POINT, the points details',
  assumption:
    "Relay named by the product; paging and row fields inferred, how it is asked for the points ledger (walletType=POINT, rows with changedPoints and the points balance), and for an agent's team (scope=TEAM or a member's account, rows with account)",
});

export const memberTransactionTypesEndpoint = defineEndpoint({
  id: 'member.transactionTypes',
  method: 'GET',
  path: '/wps/relay/GLS2_TxCodeList',
  request: optionalFields({ txType: v.optional(v.string()) }),
  response: list(transactionTypeSchema),
  summary: 'Transaction type codes for the account record filter',
  source: 'catalogue',
  assumption: inferredShape,
});

export const memberPersonalPnlEndpoint = defineEndpoint({
  id: 'member.personalPnl',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemPNL',
  moduleId: 'PERSPNL3',
  request: optionalFields({ ...dateRange }),
  response: personalPnlSchema,
  summary: 'Personal profit and loss',
  source: 'catalogue',
  assumption: inferredShape,
});

export const memberLotteryBetsEndpoint = defineEndpoint({
  id: 'member.lotteryBets',
  method: 'GET',
  path: '/wps/relay/ODSFE2_lottMemBet',
  request: optionalFields({ ...dateRange, ...paging }),
  response: pagedList(betRecordSchema),
  summary: 'Lottery betting record',
  source: 'catalogue',
  assumption: inferredShape,
});

export const memberGameBetsEndpoint = defineEndpoint({
  id: 'member.gameBets',
  method: 'GET',
  path: '/wps/relay/{relay}',
  request: v.object({
    relay: relayName,
    /** A vendor's code (vassalage); every vendor when left out. */
    vendor: v.optional(v.string()),
    /** A game kind (RNG, LIVE, SPORTS, ...); every kind when left out. */
    gameType: v.optional(v.string()),
    ...teamScope,
    ...dateRange,
    ...paging,
  }),
  response: gameBetsSchema,
  summary: 'Third-party (non-lottery) bets; the page names the relay',
  source: 'assumption',
  assumption:
    "No public copy of the page that names this relay exists: the brand configures it (`relay`). Filters vendor and gameType, paging, `totals` and the team scope (scope=TEAM or a member's account, rows with account) are inferred",
});

export const recordEndpoints = {
  transactions: memberTransactionsEndpoint,
  transactionTypes: memberTransactionTypesEndpoint,
  personalPnl: memberPersonalPnlEndpoint,
  lotteryBets: memberLotteryBetsEndpoint,
  gameBets: memberGameBetsEndpoint,
} as const;
