import * as v from 'valibot';
import { defineEndpoint } from './define';
import { idText, numeric, optionalNumber, optionalText } from './fields';

/**
 * One lottery bet in full: the draw it was placed on, what was chosen and
 * what was drawn. A module of its own so it loads with the betting record,
 * not with the first route.
 */

export const lotteryBetDetailSchema = v.object({
  orderId: idText,
  gameName: optionalText,
  /** The draw (issue) the bet was placed on. */
  numero: optionalText,
  /** The play, e.g. "Big/Small" or "Front 3 direct". */
  playType: optionalText,
  /** The numbers or options chosen, as the platform writes them. */
  betContent: optionalText,
  odds: optionalNumber,
  /** How many times the unit stake was placed. */
  multiple: optionalNumber,
  betAmount: numeric,
  winAmount: optionalNumber,
  status: optionalText,
  /** The numbers drawn; empty until the draw has happened. */
  drawResult: optionalText,
  betTime: optionalText,
  settleTime: optionalText,
});
export type LotteryBetDetail = v.InferOutput<typeof lotteryBetDetailSchema>;

export const memberLotteryBetDetailEndpoint = defineEndpoint({
  id: 'member.lotteryBetDetail',
  method: 'GET',
  path: '/wps/relay/ODSFE2_lottBetRecordsDetail',
  request: v.object({ orderId: v.pipe(v.string(), v.minLength(1)) }),
  response: lotteryBetDetailSchema,
  summary: 'One lottery bet in full: draw, play, numbers chosen, odds and the draw result',
  source: 'catalogue',
  assumption:
    "Relay from the platform's catalogue; the bet is asked for by its order number and the field names beyond the lottery record's are inferred",
});

export const betDetailEndpoints = {
  lotteryBetDetail: memberLotteryBetDetailEndpoint,
} as const;
