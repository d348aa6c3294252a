import { useClaimRebate, useRebateRates, useRebateRecord, useRebates } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { Cashback, type CashbackResult, type MemberCentrePage, useCurrency } from '@lobby/ui';
import {
  cashbackFailureOf,
  claimableRebatesOf,
  rebateHistoryOf,
  rebateHistoryPageSize,
  rebateRatesOf,
  statusOf,
} from '@lobby/view-models';
import { useEffect, useState } from 'react';
import type { CentrePageProps } from '../../panels/centrePage';
import { useAmountLocale } from '../useRecordFilters';

/**
 * Cashback ("manual rebate"): claim what is owed per product type or all of
 * it (the money lands in the balance, so the header's balance refreshes),
 * the cashback paid before and the member's rates.
 */
export default function ManualRebate({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const [historyPage, setHistoryPage] = useState(1);
  const pending = useRebates();
  const record = useRebateRecord({ pageNo: historyPage, pageSize: rebateHistoryPageSize });
  const rates = useRebateRates();
  const { trigger: claimRebate } = useClaimRebate();

  const claimable = claimableRebatesOf(pending.data, t, locale, currency);
  const history = rebateHistoryOf(record.data, historyPage, t, locale, currency);
  // A page the history no longer reaches gives way to the last page there is.
  useEffect(() => {
    if (history.page !== historyPage) setHistoryPage(history.page);
  }, [history.page, historyPage]);

  const onClaim = async (productType?: string): Promise<CashbackResult> => {
    try {
      await claimRebate(productType === undefined ? {} : { productType });
      // The payment heads the history; the balance and the owed list refetch with the claim.
      void record.mutate();
      return { ok: true };
    } catch (error) {
      return cashbackFailureOf(error, t);
    }
  };

  return (
    <Cashback
      title={title}
      claimable={{
        ...claimable,
        status: statusOf(pending),
        onRetry: () => void pending.mutate(),
        retrying: pending.isValidating,
      }}
      onClaim={onClaim}
      history={{
        ...history,
        status: statusOf(record),
        onPageChange: setHistoryPage,
        onRetry: () => void record.mutate(),
        retrying: record.isValidating,
      }}
      rates={{
        rates: rebateRatesOf(rates.data, t, locale),
        status: statusOf(rates),
        onRetry: () => void rates.mutate(),
        retrying: rates.isValidating,
      }}
    />
  );
}
