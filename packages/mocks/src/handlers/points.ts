/** Points mall: balance, rewards, password-gated redeem and conversion, history and earning rates. */
import { pointsEndpoints } from '@lobby/api';
import { POINT_RATES, POINTS_PER_CASH, type PointRewardFixture } from '../fixtures/rewards';
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money } from '../sandbox/seed';
import { dateTime, inRange, localised, page } from './format';
import { answer, type Route } from './route';
import { checkPaymentPassword } from './wallet';

/** Valid bet this calendar month (UTC+8), what a reward's amount requirement is measured against. */
function monthlyValidBet(sandbox: Sandbox, account: Account): number {
  const date = new Date(sandbox.now() + 8 * 3_600_000);
  const since = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) - 8 * 3_600_000;
  return account.bets.filter((bet) => bet.betTime >= since).reduce((sum, bet) => sum + bet.validBet, 0);
}

/** What is left of a reward: its stock less every redeem of it that was not rejected. */
function stockLeft(sandbox: Sandbox, reward: PointRewardFixture): number {
  const taken = [...sandbox.accounts.values()]
    .flatMap((holder) => holder.redeemRecords)
    .filter((record) => record.rewardId === reward.rewardId && record.status !== 'REJECTED')
    .reduce((sum, record) => sum + record.quantity, 0);
  return Math.max(0, reward.stock - taken);
}

function addPoints(
  sandbox: Sandbox,
  account: Account,
  change: number,
  type: 'REDEEM' | 'CONVERT',
  remark: string,
): void {
  account.points += change;
  account.pointRecords.unshift({
    id: sandbox.nextId('point'),
    changedPoints: change,
    balance: account.points,
    type,
    remark,
    time: sandbox.now(),
  });
}

export function pointsRoutes(): Route[] {
  return [
    answer(pointsEndpoints.balance, ({ member }) => ({ balance: member().points })),

    answer(pointsEndpoints.rewards, ({ sandbox, language }) =>
      sandbox.catalogue.pointRewards.map((reward) => ({
        rewardId: String(reward.rewardId),
        name: localised(reward.name, language),
        image: reward.image,
        type: reward.type,
        pointsRequirement: reward.pointsRequired,
        amountRequirement: reward.amountRequired,
        stock: stockLeft(sandbox, reward),
      })),
    ),

    answer(pointsEndpoints.redeem, ({ sandbox, input, member, language }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      // passwordCheck/ relays check the payment password, as the withdrawal does.
      checkPaymentPassword(account, input.password);
      const reward = sandbox.catalogue.pointRewards.find((candidate) => String(candidate.rewardId) === input.rewardId);
      if (!reward) return fail('reward.not.exists');
      if (!Number.isInteger(input.quantity) || input.quantity < 1) fail('invalid.amount');
      if (input.quantity > stockLeft(sandbox, reward)) fail('reward.out.of.stock');
      const cost = reward.pointsRequired * input.quantity;
      if (cost > account.points) fail('points.insufficient');
      if (monthlyValidBet(sandbox, account) < reward.amountRequired) fail('turnover.not.met');
      const name = localised(reward.name, language);
      addPoints(sandbox, account, -cost, 'REDEEM', name);
      // Cash and bonus rewards are paid at once; goods wait for the back office.
      const instant = reward.type === 'CASH' || reward.type === 'BONUS' || reward.type === 'TICKET';
      if (reward.amount > 0)
        sandbox.book(account, 'BONUS', reward.amount * input.quantity, `Points mall: ${reward.name.EN}`);
      const id = sandbox.nextId('record');
      account.redeemRecords.unshift({
        referenceNo: `R${String(id).padStart(10, '0')}`,
        applyTime: sandbox.now(),
        rewardId: reward.rewardId,
        type: reward.type,
        name,
        quantity: input.quantity,
        pointsRequired: reward.pointsRequired,
        amountRequired: reward.amountRequired,
        status: instant ? 'APPROVED' : 'APPLYING',
        remark: instant ? '' : 'Our team will contact you about delivery',
      });
      return { points: account.points, status: instant ? 'APPROVED' : 'APPLYING' };
    }),

    answer(pointsEndpoints.redeemHistory, ({ input, member }) => {
      const query = input ?? {};
      const rows = member()
        .redeemRecords.filter((record) => inRange(record.applyTime, query))
        .map((record) => ({
          referenceNo: record.referenceNo,
          applyTime: dateTime(record.applyTime),
          type: record.type,
          name: record.name,
          quantity: record.quantity,
          pointsRequirement: record.pointsRequired,
          amountRequirement: record.amountRequired,
          status: record.status,
          remark: record.remark,
        }));
      return page(rows, query.pageNo, query.pageSize);
    }),

    answer(pointsEndpoints.config, () => ({
      rates: Object.entries(POINT_RATES).map(([productType, rate]) => ({ productType, rate })),
      // Points do not expire.
      expires: false,
      pointsPerCash: POINTS_PER_CASH,
    })),

    answer(pointsEndpoints.convert, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      checkPaymentPassword(account, input.password);
      const points = input.points;
      if (!Number.isInteger(points) || points < POINTS_PER_CASH || points % POINTS_PER_CASH !== 0) {
        fail('invalid.amount', { detail: `Convert whole multiples of ${POINTS_PER_CASH} points` });
      }
      if (points > account.points) fail('points.insufficient');
      const cash = money(points / POINTS_PER_CASH);
      addPoints(sandbox, account, -points, 'CONVERT', `Converted to ${cash}`);
      sandbox.book(account, 'POINT_CONVERT', cash, `${points} points converted`);
      return { points: account.points, amount: cash };
    }),
  ];
}
