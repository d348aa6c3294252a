import type { Referral, ReferralDetails, ReferralIncome } from '@lobby/api';
import { type Currency, defaultCurrency, type InvitedFriend, type ReferralIncomeSummary } from '@lobby/ui';
import { amountText } from './records';

function httpUrl(address: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * The player's invite link: the first promotion domain the platform gives
 * that is a web address (anything else, such as `javascript:`, is never put
 * in front of a friend), else this site. The link always carries the
 * player's `referralCode`, the query parameter the sign-up reads on any page.
 */
export function referralLinkOf(details: ReferralDetails | undefined, siteOrigin: string): string {
  const code = details?.referralCode.trim() ?? '';
  if (!code) return '';
  const url =
    details?.promotionDomains.map(httpUrl).find((candidate) => candidate !== null) ?? new URL('/', siteOrigin);
  if (!url.searchParams.has('referralCode')) url.searchParams.set('referralCode', code);
  return url.href;
}

/** The invited friends as the page lists them, amounts in the interface language's conventions. */
export function invitedFriendsOf(
  referrals: readonly Referral[] | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): InvitedFriend[] {
  return (referrals ?? []).map((referral) => ({
    id: referral.customerId ? String(referral.customerId) : referral.account,
    account: referral.account,
    registered: referral.registerTime || undefined,
    deposit: amountText(referral.deposit, locale, currency) || undefined,
    reward: amountText(referral.reward, locale, currency) || undefined,
  }));
}

/** An amount the platform left out is shown as a dash, never as a zero it did not say. */
function incomeText(amount: number | null | undefined, locale: string, currency: Currency): string {
  return amountText(amount, locale, currency) || '–';
}

/** The player's income from invited friends as the page shows it. */
export function referralIncomeOf(
  income: ReferralIncome | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Pick<ReferralIncomeSummary, 'total' | 'today' | 'yesterday'> {
  return {
    total: incomeText(income?.totalIncome, locale, currency),
    today: incomeText(income?.todayIncome, locale, currency),
    yesterday: incomeText(income?.yesterdayIncome, locale, currency),
  };
}
