/** Promotions, promotion pages, claimable bonuses, raffles and the claim history (rewards centre). */
import { promotionsEndpoints } from '@lobby/api';
import { DAY, parsePlatformDateTime } from '../fixtures/time';
import type { Localised, PromotionFixture } from '../fixtures/types';
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

/** Whether the promotion is open today (started, not ended). */
export function promotionRunning(sandbox: Sandbox, promotion: PromotionFixture): boolean {
  const { start, end } = windowOf(sandbox, promotion);
  return start <= sandbox.now() && sandbox.now() <= end;
}

/** The ten activity statuses, as the sandbox writes them. */
type ActivityStatus =
  | 'JOIN'
  | 'CLAIM'
  | 'APPLYING'
  | 'CLOSED'
  | 'REJECTED'
  | 'ISSUED'
  | 'CLAIMED'
  | 'IN_PROGRESS'
  | 'SIGNED'
  | 'COMING_SOON';

/**
 * A promotion's activity status for a member (or a visitor): not started or
 * ended by its window; then the member's claim; then what the member may do.
 */
function statusFor(sandbox: Sandbox, account: Account | undefined, promotion: PromotionFixture): ActivityStatus {
  const { start, end } = windowOf(sandbox, promotion);
  if (sandbox.now() < start) return 'COMING_SOON';
  if (sandbox.now() > end) return 'CLOSED';
  const claim = account?.promotionClaims.get(promotion.id);
  if (claim) return claim.status;
  if (!promotion.claimable) return 'IN_PROGRESS';
  return promotion.joinFirst ? 'JOIN' : 'CLAIM';
}

/** Statuses in which the member still has something to do: the rewards badge counts them. */
const awaitingMember: ReadonlySet<ActivityStatus> = new Set(['JOIN', 'CLAIM', 'ISSUED']);

/** What the member would get: a fixed amount, or the rate on the last successful deposit. */
function bonusFor(account: Account, promotion: PromotionFixture): number {
  if (promotion.bonusAmount !== null) return promotion.bonusAmount;
  const lastDeposit = account.deposits.find((record) => record.status === 'SUCCESS')?.amount ?? 0;
  return money(Math.min(BONUS_CAP, (lastDeposit * (promotion.bonusRate ?? 0)) / 100));
}

function promotionValue(sandbox: Sandbox, promotion: PromotionFixture, account: Account | undefined, language: string) {
  return {
    promotionId: String(promotion.id),
    title: localised(promotion.title, language),
    promotionType: promotion.type,
    image: promotion.image,
    startTime: dateTime(windowOf(sandbox, promotion).start),
    endTime: dateTime(windowOf(sandbox, promotion).end),
    status: statusFor(sandbox, account, promotion),
    category: promotion.category,
  };
}

function findPromotion(sandbox: Sandbox, id: string): PromotionFixture {
  const promotion = sandbox.catalogue.promotions.find((candidate) => String(candidate.id) === id);
  if (!promotion || !promotionRunning(sandbox, promotion)) return fail('promotion.not.exists');
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

const promotionCategories: readonly { code: PromotionFixture['category']; name: Localised }[] = [
  { code: 'NEW', name: { EN: 'New members', CN: '新会员' } },
  { code: 'SPORTS', name: { EN: 'Sports', CN: '体育' } },
  { code: 'LIVE', name: { EN: 'Live casino', CN: '真人娱乐' } },
  { code: 'RNG', name: { EN: 'Slots', CN: '电子游戏' } },
  { code: 'FISH', name: { EN: 'Fishing', CN: '捕鱼' } },
  { code: 'LOTT', name: { EN: 'Lottery', CN: '彩票' } },
];

export function promotionsRoutes(): Route[] {
  return [
    answer(promotionsEndpoints.available, ({ sandbox, member, language }) => {
      const account = member();
      return sandbox.catalogue.promotions
        .filter((promotion) => awaitingMember.has(statusFor(sandbox, account, promotion)))
        .map((promotion) => promotionValue(sandbox, promotion, account, language));
    }),

    answer(promotionsEndpoints.merchantAvailable, ({ sandbox, language }) =>
      sandbox.catalogue.promotions
        .filter((promotion) => promotionRunning(sandbox, promotion))
        .map((promotion) => promotionValue(sandbox, promotion, undefined, language)),
    ),

    // Every promotion, the ones not started and the ended ones too, with the caller's status.
    answer(promotionsEndpoints.announcements, ({ sandbox, account, language }) => ({
      announcements: sandbox.catalogue.promotions.map((promotion) => {
        const { start, end } = windowOf(sandbox, promotion);
        return {
          id: String(promotion.id),
          title: localised(promotion.title, language),
          contents: localised(promotion.contents, language),
          announcementImages: [promotion.image],
          additionalContents:
            promotion.turnoverMultiplier > 1
              ? `<p>Turnover requirement: ${promotion.turnoverMultiplier}x the bonus.</p>`
              : null,
          category: promotion.category,
          startTime: dateTime(start),
          endTime: dateTime(end),
          status: statusFor(sandbox, account, promotion),
        };
      }),
    })),

    // The categories promotions are filed under; "ALL" (for every game) has no tab of its own.
    answer(promotionsEndpoints.categories, ({ sandbox, language }) => {
      const used = new Set(sandbox.catalogue.promotions.map((promotion) => promotion.category));
      return promotionCategories
        .filter((category) => used.has(category.code))
        .map((category) => ({ code: category.code, name: localised(category.name, language) }));
    }),

    answer(promotionsEndpoints.raffleStatus, ({ sandbox, member, language }) => {
      const account = member();
      return sandbox.catalogue.promotions
        .filter((promotion) => promotion.type === 'RAFFLE')
        .map((promotion) => {
          const { start, end } = windowOf(sandbox, promotion);
          const claim = account.promotionClaims.get(promotion.id);
          return {
            promotionId: String(promotion.id),
            title: localised(promotion.title, language),
            status: statusFor(sandbox, account, promotion),
            prize: claim?.status === 'CLAIMED' ? claim.amount : null,
            startTime: dateTime(start),
            endTime: dateTime(end),
          };
        });
    }),

    answer(promotionsEndpoints.claimables, ({ sandbox, input, member, language }) => {
      const account = member();
      const types = input?.promotionType
        ?.split(',')
        .map((type) => type.trim().toUpperCase())
        .filter(Boolean);
      return sandbox.catalogue.promotions
        .filter((promotion) => promotion.claimable && promotionRunning(sandbox, promotion))
        .filter((promotion) => !types || types.length === 0 || types.includes(promotion.type))
        .map((promotion) => {
          const claim = account.promotionClaims.get(promotion.id);
          return {
            id: String(promotion.id),
            promotionType: promotion.type,
            title: localised(promotion.title, language),
            amount: claim?.amount ?? bonusFor(account, promotion),
            status: claim?.status ?? (promotion.joinFirst ? 'JOIN' : 'ISSUED'),
            expireTime: dateTime(windowOf(sandbox, promotion).end),
          };
        });
    }),

    answer(promotionsEndpoints.claimIssued, ({ sandbox, input, member }) => {
      const account = member();
      const promotion = findPromotion(sandbox, input.id);
      if (!promotion.claimable) fail('promotion.not.claimable');
      const earlier = account.promotionClaims.get(promotion.id);
      if (earlier?.status === 'CLAIMED') fail('promotion.already.claimed');
      // A joined promotion pays once its bonus is issued; a rejected or pending one not at all.
      if (earlier ? earlier.status !== 'ISSUED' : promotion.joinFirst) fail('promotion.not.claimable');
      const amount = earlier && earlier.amount > 0 ? earlier.amount : bonusFor(account, promotion);
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
