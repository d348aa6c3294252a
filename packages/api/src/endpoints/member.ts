import * as v from 'valibot';
import { storeMember } from '../session/session';
import type { CallOptions, PlatformClient } from '../transport/client';
import { defineEndpoint } from './define';
import {
  anyValue,
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

/** The member: info, avatar, language, nickname and e-mail, VIP progress, account records. */

// ---- schemas ---------------------------------------------------------------

/** Agent account types that show the agent centre. */
export const agentAccountTypes: readonly number[] = [1, 2, 41, 42];
/** Non-formal (trial) account types, blocked from real-account actions. */
export const trialAccountTypes: readonly number[] = [4];
/** Rank levels above this one get the VIP service channel. */
export const vipServiceRankAbove = 4;

export const memberLabelSchema = v.union([
  v.object({ labelName: optionalText, labelId: optionalId }),
  v.pipe(
    v.string(),
    v.transform((labelName) => ({ labelName, labelId: undefined as string | undefined })),
  ),
]);

/** Member info. */
export const memberInfoSchema = v.object({
  id: idText,
  account: v.string(),
  nickname: optionalText,
  /** Numeric account type; stored as `isAgent`. */
  type: integer,
  /** Whether the member may transfer to the upline. */
  toUpline: v.nullish(v.union([v.boolean(), v.number(), v.string()])),
  clubLabel: v.nullish(v.object({ labelName: optionalText, rankLevel: optionalNumber })),
  memberLabel: list(memberLabelSchema),
  /** Bound contacts and the payee name the security centre shows. */
  email: optionalText,
  mobileNum: optionalText,
  payeeName: optionalText,
});
export type MemberInfo = v.InferOutput<typeof memberInfoSchema>;

export function isAgentType(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && agentAccountTypes.includes(type);
}

export function isTrialType(type: number | null | undefined): boolean {
  return type !== null && type !== undefined && trialAccountTypes.includes(type);
}

export function rankLevelOf(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): number {
  return member?.clubLabel?.rankLevel ?? 0;
}

export function hasVipService(member: Pick<MemberInfo, 'clubLabel'> | null | undefined): boolean {
  return rankLevelOf(member) > vipServiceRankAbove;
}

/** Avatar: a custom upload or one of the stock images. */
export const avatarSchema = orEmpty(
  v.object({
    avatar: optionalText,
    avatarType: optionalText,
  }),
);
export type Avatar = v.InferOutput<typeof avatarSchema>;

const turnoverSchema = v.nullish(v.object({ actual: numeric, expected: numeric }));

/** VIP progress: turnover so far against what the next rank needs. */
export const rankProgressSchema = v.object({
  playerRankName: optionalText,
  rankLevel: optionalNumber,
  nextRankName: optionalText,
  monthlyTurnover: turnoverSchema,
  totalTurnover: turnoverSchema,
});
export type RankProgress = v.InferOutput<typeof rankProgressSchema>;

export const rankRuleSchema = v.object({
  rankLevel: numeric,
  rankName: optionalText,
  turnoverRequirement: optionalNumber,
  depositRequirement: optionalNumber,
  benefits: list(v.string()),
});

/** One line of the account record (transactions). */
export const transactionSchema = v.object({
  id: optionalId,
  referenceNo: optionalText,
  txTypeId: optionalId,
  txTypeName: optionalText,
  amount: numeric,
  balance: optionalNumber,
  createTime: optionalText,
  remark: optionalText,
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

export const rebateItemSchema = v.object({
  productType: v.string(),
  validBet: optionalNumber,
  rate: optionalNumber,
  amount: numeric,
});

// ---- definitions -----------------------------------------------------------

const inferredShape = "Path from the platform's catalogue; field names beyond the ones seen there are inferred";

export const memberInfoEndpoint = defineEndpoint({
  id: 'member.info',
  method: 'GET',
  path: '/wps/member/info',
  moduleId: 'COMM3',
  request: noFields,
  response: memberInfoSchema,
  summary: 'Member info (also the "login info" step after login)',
});
export const memberIconEndpoint = defineEndpoint({
  id: 'member.icon',
  method: 'GET',
  path: '/wps/member/info/icon',
  moduleId: 'PROFPIC3',
  request: noFields,
  response: avatarSchema,
  summary: 'Member icon (older avatar call)',
  assumption: "Its shape is taken to be the avatar relay's {avatar, avatarType}",
});
export const memberAvatarEndpoint = defineEndpoint({
  id: 'member.avatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  request: noFields,
  response: avatarSchema,
  summary: 'Avatar and its type (CUSTOM or STATIC)',
});
export const memberUploadAvatarEndpoint = defineEndpoint({
  id: 'member.uploadAvatar',
  method: 'POST',
  path: '/wps/relay/MCSFE_uploadPlayerAvatar',
  request: v.object({ avatar: v.string(), avatarType: v.picklist(['CUSTOM', 'STATIC']) }),
  response: anyValue,
  summary: 'Set the avatar (data URL for CUSTOM, image name for STATIC)',
  source: 'catalogue',
  assumption: `${inferredShape}. No call lists the stock avatars: a STATIC avatar is the name of one of the stock images the site ships (avatar-01 to avatar-12), so the names are the front end's`,
});
export const memberUpdateLanguageEndpoint = defineEndpoint({
  id: 'member.updateLanguage',
  method: 'PUT',
  path: '/wps/member/language',
  request: v.object({ language: v.pipe(v.string(), v.minLength(1)) }),
  response: anyValue,
  summary: "Save the member's language",
  source: 'catalogue',
});
export const memberUpdateNicknameEndpoint = defineEndpoint({
  id: 'member.updateNickname',
  method: 'POST',
  path: '/wps/member/info/nickname',
  request: v.object({ nickname: v.pipe(v.string(), v.minLength(1)) }),
  response: anyValue,
  summary: 'Change the nickname',
  source: 'catalogue',
});
export const memberUpdateEmailEndpoint = defineEndpoint({
  id: 'member.updateEmail',
  method: 'POST',
  path: '/wps/member/info/email',
  request: v.object({ email: v.pipe(v.string(), v.minLength(1)) }),
  response: anyValue,
  summary: 'Change the e-mail address',
  source: 'catalogue',
});
export const memberRankProgressEndpoint = defineEndpoint({
  id: 'member.rankProgress',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankProgress',
  request: noFields,
  response: rankProgressSchema,
  summary: 'VIP rank and turnover progress',
  source: 'catalogue',
  assumption: inferredShape,
});
export const memberRankRulesEndpoint = defineEndpoint({
  id: 'member.rankRules',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerRankRule',
  request: noFields,
  response: list(rankRuleSchema),
  summary: 'VIP rank rules',
  source: 'catalogue',
  assumption: inferredShape,
});
export const memberTransactionsEndpoint = defineEndpoint({
  id: 'member.transactions',
  method: 'GET',
  path: '/wps/relay/ODSFE2_MemTransDet',
  moduleId: 'MEMTRANS3',
  request: optionalFields({
    excludeTxTypeIds: v.optional(v.union([v.string(), v.array(v.string())])),
    txTypeId: v.optional(v.string()),
    ...dateRange,
    ...paging,
  }),
  response: pagedList(transactionSchema),
  summary: 'Account record (transactions); also the points details list',
  assumption: 'Relay named by the product; paging and row fields inferred',
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
    ...dateRange,
    ...paging,
  }),
  response: gameBetsSchema,
  summary: 'Third-party (non-lottery) bets; the page names the relay',
  source: 'assumption',
  assumption:
    'No public copy of the page that names this relay exists: the brand configures it (`relay`). Filters vendor and gameType, paging and `totals` are inferred',
});
export const memberRebatesEndpoint = defineEndpoint({
  id: 'member.rebates',
  method: 'GET',
  path: '/wps/relay/ODSFE2_getRebate',
  request: noFields,
  response: list(rebateItemSchema),
  summary: 'Cashback (manual rebate) available to claim',
  source: 'catalogue',
  assumption: inferredShape,
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

export const memberEndpoints = {
  info: memberInfoEndpoint,
  icon: memberIconEndpoint,
  avatar: memberAvatarEndpoint,
  uploadAvatar: memberUploadAvatarEndpoint,
  updateLanguage: memberUpdateLanguageEndpoint,
  updateNickname: memberUpdateNicknameEndpoint,
  updateEmail: memberUpdateEmailEndpoint,
  rankProgress: memberRankProgressEndpoint,
  rankRules: memberRankRulesEndpoint,
  transactions: memberTransactionsEndpoint,
  transactionTypes: memberTransactionTypesEndpoint,
  personalPnl: memberPersonalPnlEndpoint,
  lotteryBets: memberLotteryBetsEndpoint,
  gameBets: memberGameBetsEndpoint,
  rebates: memberRebatesEndpoint,
  claimRebate: memberClaimRebateEndpoint,
} as const;

/**
 * "Login info": the platform has no call of its own for it; its
 * front end loads member info once the token is stored and keeps the account
 * and account type in session storage. Login state follows from that.
 */
export async function loadLoginInfo(client: PlatformClient, options?: CallOptions): Promise<MemberInfo> {
  const info = await client.call(memberInfoEndpoint, undefined, options);
  storeMember({ account: info.account, type: info.type });
  return info;
}
