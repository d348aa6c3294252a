/** Promotions, promotion pages, claimable bonuses, raffles and the claim history (rewards centre). */
import { promotionsEndpoints } from '@lobby/api';
import { DAY, parsePlatformDateTime } from '../fixtures/time';
import type { PromotionFixture } from '../fixtures/types';
import { fail } from '../sandbox/errors';
import type { Account, PromotionClaim } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { money } from '../sandbox/seed';
import { dateTime, inRange, localised, page } from './format';
import { answer, type Route } from './route';

/** Cap on percentage bonuses. */
const BONUS_CAP = 8888;

/** The running window in the sandbox's time: whole platform days around today. */
function windowOf(sandbox: Sandbox, promotion: PromotionFixture): { start: number; end: number } {
  const today = parsePlatformDateTime(dateTime(sandbox.now()).slice(0, 10));
  return { start: today - promotion.startsDaysAgo * DAY, end: today + (promotion.endsInDays + 1) * DAY - 1000 };
}

function running(sandbox: Sandbox, promotion: PromotionFixture): boolean {
  const { start, end } = windowOf(sandbox, promotion);
  return start <= sandbox.now() && sandbox.now() <= end;
}

/** What the member would get: a fixed amount, or the rate on the last successful deposit. */
function bonusFor(account: Account, promotion: PromotionFixture): number {
  if (promotion.bonusAmount !== null) return promotion.bonusAmount;
  const lastDeposit = account.deposits.find((record) => record.status === 'SUCCESS')?.amount ?? 0;
  return money(Math.min(BONUS_CAP, (lastDeposit * (promotion.bonusRate ?? 0)) / 100));
}

function statusFor(account: Account | undefined, promotion: PromotionFixture): string {
  const claim = account?.promotionClaims.get(promotion.id);
  if (claim) return claim.status;
  return promotion.claimable ? 'AVAILABLE' : 'ONGOING';
}

function promotionValue(sandbox: Sandbox, promotion: PromotionFixture, account: Account | undefined, language: string) {
  return {
    promotionId: String(promotion.id),
    title: localised(promotion.title, language),
    promotionType: promotion.type,
    image: promotion.image,
    startTime: dateTime(windowOf(sandbox, promotion).start),
    endTime: dateTime(windowOf(sandbox, promotion).end),
    status: running(sandbox, promotion) ? statusFor(account, promotion) : 'CLOSED',
    category: promotion.category,
  };
}

function findPromotion(sandbox: Sandbox, id: string): PromotionFixture {
  const promotion = sandbox.catalogue.promotions.find((candidate) => String(candidate.id) === id);
  if (!promotion || !running(sandbox, promotion)) return fail('promotion.not.exists');
  return promotion;
}

function credit(sandbox: Sandbox, account: Account, promotion: PromotionFixture, amount: number): PromotionClaim {
  sandbox.requireRealAccount(account);
  sandbox.book(account, 'BONUS', amount, promotion.title.EN);
  account.turnoverRequired = money(account.turnoverRequired + amount * promotion.turnoverMultiplier);
  const claim: PromotionClaim = { promotionId: promotion.id, status: 'CLAIMED', amount, time: sandbox.now() };
  account.promotionClaims.set(promotion.id, claim);
  return claim;
}

export function promotionsRoutes(): Route[] {
  return [
    answer(promotionsEndpoints.available, ({ sandbox, member, language }) => {
      const account = member();
      return sandbox.catalogue.promotions
        .filter(
          (promotion) =>
            running(sandbox, promotion) && promotion.claimable && !account.promotionClaims.has(promotion.id),
        )
        .map((promotion) => promotionValue(sandbox, promotion, account, language));
    }),

    answer(promotionsEndpoints.merchantAvailable, ({ sandbox, language }) =>
      sandbox.catalogue.promotions
        .filter((promotion) => running(sandbox, promotion))
        .map((promotion) => promotionValue(sandbox, promotion, undefined, language)),
    ),

    answer(promotionsEndpoints.announcements, ({ sandbox, language }) => ({
      announcements: sandbox.catalogue.promotions
        .filter((promotion) => running(sandbox, promotion))
        .map((promotion) => ({
          id: String(promotion.id),
          title: localised(promotion.title, language),
          contents: localised(promotion.contents, language),
          announcementImages: [promotion.image],
          additionalContents:
            promotion.turnoverMultiplier > 1
              ? `<p>Turnover requirement: ${promotion.turnoverMultiplier}x the bonus.</p>`
              : null,
          category: promotion.category,
        })),
    })),

    answer(promotionsEndpoints.claimables, ({ sandbox, input, member, language }) => {
      const account = member();
      const types = input?.promotionType
        ?.split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean);
      return sandbox.catalogue.promotions
        .filter((promotion) => promotion.claimable && running(sandbox, promotion))
        .filter((promotion) => !types || types.length === 0 || types.includes(promotion.type))
        .map((promotion) => {
          const claim = account.promotionClaims.get(promotion.id);
          return {
            id: String(promotion.id),
            promotionType: promotion.type,
            title: localised(promotion.title, language),
            amount: claim?.amount ?? bonusFor(account, promotion),
            status: claim?.status ?? 'ISSUED',
            expireTime: dateTime(windowOf(sandbox, promotion).end),
          };
        });
    }),

    answer(promotionsEndpoints.claimIssued, ({ sandbox, input, member }) => {
      const account = member();
      const promotion = findPromotion(sandbox, input.id);
      if (!promotion.claimable) fail('promotion.not.claimable');
      if (account.promotionClaims.get(promotion.id)?.status === 'CLAIMED') fail('promotion.already.claimed');
      const amount = bonusFor(account, promotion);
      if (amount <= 0) fail('promotion.not.claimable');
      const claim = credit(sandbox, account, promotion, amount);
      return { amount: claim.amount, status: claim.status };
    }),

    answer(promotionsEndpoints.join, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      const promotion = findPromotion(sandbox, input.promotionId);
      if (account.promotionClaims.has(promotion.id)) fail('promotion.already.claimed');
      // Joining puts the member in; the bonus is issued once the conditions are met.
      account.promotionClaims.set(promotion.id, {
        promotionId: promotion.id,
        status: 'APPLYING',
        amount: 0,
        time: sandbox.now(),
      });
      return { status: 'APPLYING' };
    }),

    answer(promotionsEndpoints.claimRaffle, ({ sandbox, input, member }) => {
      const account = member();
      const promotion = findPromotion(sandbox, input.promotionId);
      if (promotion.type !== 'RAFFLE') fail('promotion.not.exists');
      if (account.promotionClaims.get(promotion.id)?.status === 'CLAIMED') fail('promotion.already.claimed');
      // The draw is fixed per member, so a test or story always sees the same prize.
      const prizes = [8, 18, 38, 88, 188, 888];
      const prize = prizes[(account.id * 31 + promotion.id) % prizes.length] ?? 8;
      const claim = credit(sandbox, account, promotion, prize);
      return { prize: claim.amount, status: claim.status };
    }),

    answer(promotionsEndpoints.claimHistory, ({ sandbox, input, member, language }) => {
      const query = input ?? {};
      const rows = [...member().promotionClaims.values()]
        .filter((claim) => inRange(claim.time, query))
        .sort((a, b) => b.time - a.time)
        .map((claim) => {
          const promotion = sandbox.catalogue.promotions.find((candidate) => candidate.id === claim.promotionId);
          return {
            id: String(claim.promotionId),
            title: promotion ? localised(promotion.title, language) : String(claim.promotionId),
            amount: claim.amount,
            status: claim.status,
            claimTime: dateTime(claim.time),
          };
        });
      return page(rows, query.pageNo, query.pageSize);
    }),
  ];
}
