import { useReferralDetails, useReferralIncome, useReferralRules, useReferrals } from '@lobby/api/hooks';
import { useMessageArea } from '@lobby/i18n';
import { type MemberCentrePage, type ReferralShareData, Referral as ReferralView, useCurrency } from '@lobby/ui';
import { invitedFriendsOf, pageCountOf, referralIncomeOf, referralLinkOf, statusOf } from '@lobby/view-models';
import { useState } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { useAmountLocale } from '../useRecordFilters';

const friendsPerPage = 10;

function copyText(text: string): Promise<void> {
  return navigator.clipboard.writeText(text);
}

/** The device's share sheet where the browser has one; Share copies the link otherwise. */
const share: ((data: ReferralShareData) => Promise<void>) | undefined =
  typeof navigator !== 'undefined' && typeof navigator.share === 'function'
    ? (data) => navigator.share(data)
    : undefined;

/**
 * Invite and earn: the player's invite link (text and QR code) to copy or
 * share, the referral code, how many friends it brought, what they earned
 * the player, those friends, and the merchant's rules.
 */
export default function Referral({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const locale = useAmountLocale();
  const currency = useCurrency();
  const [page, setPage] = useState(1);
  const details = useReferralDetails();
  const referrals = useReferrals({ pageNo: page, pageSize: friendsPerPage });
  const income = useReferralIncome();
  const rules = useReferralRules();

  return (
    <ReferralView
      title={title}
      invite={{
        status: statusOf(details),
        link: referralLinkOf(details.data, window.location.origin),
        code: details.data?.referralCode ?? '',
        totalInvitations: details.data?.totalInvitations ?? undefined,
        onRetry: () => void details.mutate(),
        retrying: details.isValidating,
      }}
      friends={{
        status: statusOf(referrals),
        friends: invitedFriendsOf(referrals.data?.list, locale, currency),
        page,
        pageCount: pageCountOf(referrals.data),
        onPageChange: setPage,
        onRetry: () => void referrals.mutate(),
        retrying: referrals.isValidating,
      }}
      income={{
        ...referralIncomeOf(income.data, locale, currency),
        status: statusOf(income),
        onRetry: () => void income.mutate(),
        retrying: income.isValidating,
      }}
      rules={{
        status: statusOf(rules),
        rules: rules.data?.rules ?? [],
        onRetry: () => void rules.mutate(),
        retrying: rules.isValidating,
      }}
      copyText={copyText}
      share={share}
    />
  );
}
