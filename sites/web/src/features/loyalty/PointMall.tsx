import {
  useConvertPoints,
  usePointBalance,
  usePointConfig,
  usePointRewards,
  useRedeemHistory,
  useRedeemPointReward,
  useTransactions,
} from '@lobby/api/hooks';
import { useTranslation } from '@lobby/i18n';
import { type PointsActionResult, PointsMall, RecordsView, useCurrency } from '@lobby/ui';
import {
  amountText,
  errorTextOf,
  mallRewardsOf,
  type PointDetailRow,
  pageCountOf,
  pointDetailColumnsOf,
  pointDetailRowsOf,
  type RedeemRow,
  recordsPageSize,
  recordsQueryRange,
  redeemColumnsOf,
  redeemRowsOf,
  statusOf,
} from '@lobby/view-models';
import { alerts } from '../../app/alerts';
import { modals } from '../../app/modals';
import { useSession } from '../../app/session';
import { type KeptFilters, useAmountLocale, useRecordFilters } from '../memberCenter/useRecordFilters';

const keptHistory: KeptFilters<Record<string, never>> = {};
const keptDetails: KeptFilters<Record<string, never>> = {};

/** The redeem history: every field of each redeem, a page at a time over the chosen days. */
function RedeemHistory() {
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const { range, page, setRange, goToPage } = useRecordFilters(keptHistory, {});
  const history = useRedeemHistory({ ...recordsQueryRange(range), pageNo: page, pageSize: recordsPageSize });
  return (
    <RecordsView<RedeemRow>
      title={t('pointMall.historyTitle')}
      headingLevel={2}
      range={range}
      onRangeChange={setRange}
      columns={redeemColumnsOf(t, locale, currency)}
      rows={redeemRowsOf(history.data?.list ?? [], t)}
      getRowId={(row) => row.id}
      status={statusOf(history)}
      onRetry={() => void history.mutate()}
      page={page}
      pageCount={pageCountOf(history.data)}
      onPageChange={goToPage}
      emptyTitle={t('pointMall.historyEmpty')}
    />
  );
}

/** The points details: each change of points and the balance after it. */
function PointDetails() {
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const { range, page, setRange, goToPage } = useRecordFilters(keptDetails, {});
  const lines = useTransactions({
    walletType: 'POINT',
    ...recordsQueryRange(range),
    pageNo: page,
    pageSize: recordsPageSize,
  });
  return (
    <RecordsView<PointDetailRow>
      title={t('pointMall.detailsTitle')}
      headingLevel={2}
      range={range}
      onRangeChange={setRange}
      columns={pointDetailColumnsOf(t, locale)}
      rows={pointDetailRowsOf(lines.data?.list ?? [])}
      getRowId={(row) => row.id}
      status={statusOf(lines)}
      onRetry={() => void lines.mutate()}
      page={page}
      pageCount={pageCountOf(lines.data)}
      onPageChange={goToPage}
      emptyTitle={t('pointMall.detailsEmpty')}
    />
  );
}

/**
 * /pointMall for a signed-in player: the balance and its conversion, the
 * rewards, the redeem history and the points details. Redeeming and
 * converting ask for the payment password (docs/platform.md#password-gated-relays);
 * a trial account is told it needs a real one.
 */
function SignedInPointMall({ trial }: { trial: boolean }) {
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const balance = usePointBalance();
  const rewards = usePointRewards();
  const config = usePointConfig();
  const { trigger: redeem } = useRedeemPointReward();
  const { trigger: convert } = useConvertPoints();

  const attempt = async (run: () => Promise<unknown>, message: string): Promise<PointsActionResult> => {
    try {
      await run();
      return { ok: true, message };
    } catch (error) {
      return { ok: false, error: errorTextOf(error, t) };
    }
  };
  const pointsPerCash = config.data?.pointsPerCash ?? null;

  return (
    <PointsMall
      balance={{
        points: balance.data?.balance ?? 0,
        status: statusOf(balance),
        onRetry: () => void balance.mutate(),
        retrying: balance.isValidating,
      }}
      pointsPerCash={pointsPerCash && pointsPerCash > 0 ? pointsPerCash : null}
      cashText={(amount) => amountText(amount, locale, currency)}
      catalogue={{
        rewards: mallRewardsOf(rewards.data, t, locale, currency),
        status: statusOf(rewards),
        onRetry: () => void rewards.mutate(),
        retrying: rewards.isValidating,
      }}
      history={<RedeemHistory />}
      details={<PointDetails />}
      onRealAccountNeeded={
        trial ? () => alerts.show({ tone: 'warning', message: t('status.in_need_true_account') }) : undefined
      }
      onRedeem={(reward, quantity, password) =>
        attempt(
          () => redeem({ rewardId: reward.id, quantity, password }),
          t('pointMall.redeemed', { name: reward.name }),
        )
      }
      onConvert={(points, password) =>
        attempt(
          () => convert({ points, password }),
          t('pointMall.converted', {
            points: String(points),
            amount: amountText(pointsPerCash ? points / pointsPerCash : 0, locale, currency),
          }),
        )
      }
    />
  );
}

/** The points mall; a visitor sees the rewards and is asked to sign in (the login modal) to redeem. */
export function PointMall() {
  const session = useSession();
  if (!session.isLoggedIn) return <VisitorPointMall />;
  return <SignedInPointMall trial={session.isTrial} />;
}

function VisitorPointMall() {
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const rewards = usePointRewards();
  return (
    <PointsMall
      balance={null}
      onSignIn={() => modals.open('loginPopupModal')}
      catalogue={{
        rewards: mallRewardsOf(rewards.data, t, locale, currency),
        status: statusOf(rewards),
        onRetry: () => void rewards.mutate(),
        retrying: rewards.isValidating,
      }}
    />
  );
}
