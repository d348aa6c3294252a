import {
  useAvailablePromotions,
  useClaimables,
  useClaimHistory,
  useClaimIssuedPromotion,
  useClaimRafflePromotion,
  useRafflePromotionStatus,
} from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import {
  type MemberCentrePage,
  type RaffleOpenResult,
  RewardCentre as RewardCentreView,
  type RewardClaimResult,
  useCurrency,
} from '@lobby/ui';
import {
  amountText,
  claimRowsOf,
  errorTextOf,
  optional,
  pageCountOf,
  raffleItemsOf,
  rewardItemsOf,
  statusOf,
  statusOfAll,
} from '@lobby/view-models';
import { useState } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { useAmountLocale } from '../useRecordFilters';

const historyPageSize = 10;

/**
 * The rewards centre: the promotions waiting for the member (a claim moves
 * the bonus to the balance, and the header's rewards count follows), the
 * raffles and red envelopes to open, and the claim history.
 */
export default function RewardCenter({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const [page, setPage] = useState(1);
  const available = useAvailablePromotions();
  const claimables = useClaimables();
  const raffles = useRafflePromotionStatus();
  const history = useClaimHistory({ pageNo: page, pageSize: historyPageSize });
  const { trigger: claimIssued } = useClaimIssuedPromotion();
  const { trigger: claimRaffle } = useClaimRafflePromotion();

  return (
    <RewardCentreView
      title={title}
      available={{
        // The amounts are a help, not a need: without them the list still shows.
        status: statusOfAll([available, optional(claimables)]),
        items: rewardItemsOf(available.data, claimables.data, t, locale, currency),
        onRetry: () => {
          void available.mutate();
          void claimables.mutate();
        },
        retrying: available.isValidating,
      }}
      raffles={{
        status: statusOf(raffles),
        items: raffleItemsOf(raffles.data, t, locale, currency),
        onRetry: () => void raffles.mutate(),
        retrying: raffles.isValidating,
      }}
      history={{
        status: statusOf(history),
        items: claimRowsOf(history.data?.list, t, locale, currency),
        onRetry: () => void history.mutate(),
        retrying: history.isValidating,
        page,
        pageCount: pageCountOf(history.data),
        onPageChange: setPage,
      }}
      onClaim={async (reward): Promise<RewardClaimResult> => {
        try {
          await claimIssued({ id: reward.id });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
      onOpenRaffle={async (raffle): Promise<RaffleOpenResult> => {
        try {
          const { prize } = await claimRaffle({ promotionId: raffle.id });
          return { ok: true, prize: amountText(prize, locale, currency) };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
    />
  );
}
