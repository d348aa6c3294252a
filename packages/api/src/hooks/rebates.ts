import { memberRebateRatesEndpoint, memberRebateRecordEndpoint } from '../endpoints/rebates';
import { queryHook } from './query';

/** Cashback paid before, a page at a time. */
export const useRebateRecord = queryHook(memberRebateRecordEndpoint);
/** The member's cashback rates by product type. */
export const useRebateRates = queryHook(memberRebateRatesEndpoint);
