import {
  memberClaimRebateEndpoint,
  memberRebateRatesEndpoint,
  memberRebateRecordEndpoint,
  memberRebatesEndpoint,
} from '../endpoints/rebates';
import { memberTransactionsEndpoint } from '../endpoints/records';
import { walletBalanceEndpoint } from '../endpoints/wallet';
import { mutationHook } from './mutation';
import { queryHook } from './query';

/** Cashback owed, by product type. */
export const useRebates = queryHook(memberRebatesEndpoint);
/** Claims cashback: the balance and the account record change with it. */
export const useClaimRebate = mutationHook(memberClaimRebateEndpoint, [
  memberRebatesEndpoint,
  walletBalanceEndpoint,
  memberTransactionsEndpoint,
]);
/** Cashback paid before, a page at a time. */
export const useRebateRecord = queryHook(memberRebateRecordEndpoint);
/** The member's cashback rates by product type. */
export const useRebateRates = queryHook(memberRebateRatesEndpoint);
