import { memberLotteryBetDetailEndpoint } from '../endpoints/betDetails';
import { queryHook } from './query';

/** One lottery bet in full, asked for when its row is opened. */
export const useLotteryBetDetail = queryHook(memberLotteryBetDetailEndpoint);
