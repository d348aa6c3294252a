import {
  memberGameBetsEndpoint,
  memberLotteryBetsEndpoint,
  memberPersonalPnlEndpoint,
  memberTransactionsEndpoint,
  memberTransactionTypesEndpoint,
} from '../endpoints/records';
import { queryHook } from './query';

/** The account record, a page at a time. */
export const useTransactions = queryHook(memberTransactionsEndpoint, { heavy: true });
/** The account record's transaction types, for its filter. */
export const useTransactionTypes = queryHook(memberTransactionTypesEndpoint, { heavy: true, localized: true });
/** Personal profit and loss over the days asked for. */
export const usePersonalPnl = queryHook(memberPersonalPnlEndpoint);
/** The lottery's betting record. */
export const useLotteryBets = queryHook(memberLotteryBetsEndpoint, { heavy: true });
/** Third-party games' bets, at the relay the brand names. */
export const useGameBets = queryHook(memberGameBetsEndpoint, { heavy: true });
