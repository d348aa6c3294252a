import { useClaimables, useClaimIssuedPromotion } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type BonusClaimResult, BonusDetails as BonusDetailsView, type MemberCentrePage, useCurrency } from '@lobby/ui';
import { bonusClaimFailureOf, bonusItemsOf, statusOf } from '@lobby/view-models';
import type { CentrePageProps } from '../../panels/centrePage';
import { useAmountLocale } from '../useRecordFilters';

/**
 * Bonus details: every bonus of the promotions the player is in, with its
 * activity status; an issued one is claimed here and moves to the balance.
 */
export default function BonusDetails({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const claimables = useClaimables();
  const { trigger: claimIssued } = useClaimIssuedPromotion();

  return (
    <BonusDetailsView
      title={title}
      bonuses={{
        bonuses: bonusItemsOf(claimables.data, t, locale, currency),
        status: statusOf(claimables),
        onRetry: () => void claimables.mutate(),
        retrying: claimables.isValidating,
      }}
      onClaim={async (bonus): Promise<BonusClaimResult> => {
        try {
          await claimIssued({ id: bonus.id });
          return { ok: true };
        } catch (error) {
          return bonusClaimFailureOf(error, t);
        }
      }}
    />
  );
}
