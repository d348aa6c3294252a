/** The sandbox's mutable state: what a platform stores about members, money and agents. */

/** Account types: agents 1, 2, 41, 42; 4 is the non-formal trial account. */
export const MEMBER_TYPE = 0;
export const AGENT_TYPES = [1, 2, 41, 42] as const;
export const TRIAL_TYPE = 4;

export interface Account {
  id: number;
  username: string;
  password: string;
  paymentPassword: string | null;
  type: number;
  nickname: string;
  mobileNum: string | null;
  countryDialingCode: string | null;
  email: string | null;
  payeeName: string | null;
  /** Contact and identity fields of the registration form. */
  profile: Record<string, string>;
  rankLevel: number;
  memberLabels: string[];
  avatar: string;
  avatarType: 'CUSTOM' | 'STATIC';
  uplineId: number | null;
  /**
   * Contract kinds the platform enabled for this agent: each gives the agent
   * centre its contract page. Separate from the requests waiting for an answer,
   * so answering the last one keeps the page.
   */
  contractKinds: Set<ContractKind>;
  affiliateCode: string;
  referralCode: string;
  createdAt: number;
  lastLoginAt: number | null;
  /** True until the first successful login (the site's first-login step). */
  firstLogin: boolean;
  passwordExpired: boolean;
  language: string;
  /** The main wallet and one wallet per vendor (transfer-wallet merchant). */
  main: number;
  vendorWallets: Map<string, number>;
  /** Vendors whose game the player launched and has not left (logged out of) yet. */
  openGames: Set<string>;
  points: number;
  favorites: number[];
  recent: number[];
  transactions: Transaction[];
  bets: Bet[];
  inbox: InboxMessage[];
  /** Messages the player wrote to customer service (the mailbox's outbox), newest first. */
  sentMessages: SentMessage[];
  pointRecords: PointRecord[];
  redeemRecords: RedeemRecord[];
  promotionClaims: Map<number, PromotionClaim>;
  missionProgress: Map<number, number>;
  missionClaimed: Set<number>;
  feedback: Feedback[];
  deposits: DepositRecord[];
  withdrawals: WithdrawRecord[];
  bankCards: BankCard[];
  /** Cashback waiting to be claimed, by product type. */
  pendingRebates: Map<string, { validBet: number; rate: number; amount: number }>;
  /** Cashback paid, newest first: claims add to it. */
  rebateHistory: RebatePayment[];
  /** Turnover still owed before a withdrawal (bonuses add to it). */
  turnoverRequired: number;
  turnoverDone: number;
}

export interface RebatePayment {
  id: number;
  productType: string;
  validBet: number;
  rate: number;
  amount: number;
  time: number;
}

export interface DepositRecord {
  depositId: number;
  amount: number;
  status: 'PENDING' | 'SUCCESS' | 'CANCELLED' | 'FAILED';
  methodCode: string;
  methodName: string;
  vendorId: string;
  promotionId: number | null;
  createTime: number;
  remark: string;
}

export interface WithdrawRecord {
  withdrawId: number;
  amount: number;
  fee: number;
  status: 'PENDING' | 'SUCCESS' | 'REJECTED';
  bankCardId: number;
  bankName: string;
  createTime: number;
  remark: string;
  /**
   * A withdrawal the member confirms receiving: PENDING until they say
   * received or not received; one left unconfirmed past the merchant's
   * minutes counts as received (AUTO_CONFIRMED).
   */
  receipt?: {
    status: 'PENDING' | 'RECEIVED' | 'NOT_RECEIVED' | 'AUTO_CONFIRMED';
    proofUrl: string | null;
    confirmedAt: number | null;
  };
}

export interface BankCard {
  bankCardId: number;
  bankId: number;
  bankCode: string;
  bankName: string;
  cardType: 'BC' | 'EW';
  accountName: string;
  accountNumber: string;
  isWithdrawActive: boolean;
  createTime: number;
}

export type TransactionType =
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'TRANSFER_OUT'
  | 'TRANSFER_IN'
  | 'BONUS'
  | 'REBATE'
  | 'POINT_CONVERT'
  | 'AGENT_TRANSFER_OUT'
  | 'AGENT_TRANSFER_IN'
  | 'SALARY'
  | 'DIVIDEND'
  | 'ADJUSTMENT';

export interface Transaction {
  id: number;
  referenceNo: string;
  txType: TransactionType;
  /** Signed: credits positive, debits negative. */
  amount: number;
  balanceAfter: number;
  time: number;
  remark: string;
  status: 'SUCCESS' | 'PENDING' | 'FAILED';
}

export interface Bet {
  betId: string;
  gameId: number;
  gameName: string;
  vassalage: string;
  gameType: string;
  betAmount: number;
  validBet: number;
  /** Member's win or loss: payout minus stake. */
  winLoss: number;
  betTime: number;
  settleTime: number | null;
  status: 'SETTLED' | 'UNSETTLED' | 'CANCELLED';
}

export interface InboxMessage {
  id: number;
  title: string;
  content: string;
  sendTime: number;
  read: boolean;
  sender: string;
}

export interface SentMessage {
  id: number;
  title: string;
  content: string;
  sendTime: number;
}

export interface PointRecord {
  id: number;
  /** Signed change. */
  changedPoints: number;
  balance: number;
  type: 'EARN' | 'REDEEM' | 'CONVERT' | 'MISSION' | 'ADJUST';
  remark: string;
  time: number;
}

/** A redeem record of the points mall. */
export interface RedeemRecord {
  referenceNo: string;
  applyTime: number;
  rewardId: number;
  type: string;
  name: string;
  quantity: number;
  pointsRequired: number;
  amountRequired: number;
  status: 'APPLYING' | 'APPROVED' | 'REJECTED';
  remark: string;
}

export interface PromotionClaim {
  promotionId: number;
  /** SIGNED: signed up to a sign-up promotion, waiting for its conditions. */
  status: 'APPLYING' | 'ISSUED' | 'CLAIMED' | 'REJECTED' | 'SIGNED';
  amount: number;
  time: number;
}

export interface Feedback {
  id: number;
  content: string;
  images: string[];
  time: number;
}

export type ContractKind = 'dividend' | 'dailySalary' | 'hourSalary' | 'realtimeSalary';

export const contractKinds: readonly ContractKind[] = ['dividend', 'dailySalary', 'hourSalary', 'realtimeSalary'];

export interface Contract {
  id: number;
  kind: ContractKind;
  /** The upline who offered the contract. */
  fromId: number;
  /** The downline it was offered to. */
  toId: number;
  period: 'DAILY' | 'WEEKLY' | 'HALF_MONTH' | 'MONTHLY' | 'HOURLY' | 'REALTIME';
  /** Percentage paid out once the thresholds below are met. */
  rate: number;
  /** Period valid bet the team must reach. */
  periodValidBet: number;
  /** Team P&L threshold for the period (negative: the team lost, which funds dividends). */
  periodPnl: number;
  activeMembers: number;
  /** Team bet amount so far this period (reports). */
  betAmount: number;
  status: 'PENDING' | 'ACTIVE' | 'REJECTED' | 'TERMINATED';
  createdAt: number;
  updatedAt: number;
}

export interface Session {
  token: string;
  accountId: number;
  createdAt: number;
  lastSeenAt: number;
}

/** An SMS or e-mail the sandbox "sent": tests and the HTTP sandbox's outbox read the codes here. */
export interface OutboxEntry {
  channel: 'sms' | 'email';
  to: string;
  purpose: string;
  code: string | null;
  text: string;
  time: number;
}

export interface IssuedCode {
  code: string;
  expiresAt: number;
}
