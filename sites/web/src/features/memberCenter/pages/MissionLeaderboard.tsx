import { useClaimMissionReward, useMissionLeaderboard, useMissionRules, useMissionSummary } from '@lobby/api/hooks';
import { useMessageArea, useTranslation } from '@lobby/i18n';
import { type MemberCentrePage, type MissionClaimResult, Missions, useCurrency } from '@lobby/ui';
import { errorTextOf, leaderboardOf, missionItemsOf, statusOf } from '@lobby/view-models';
import type { CentrePageProps } from '../../panels/centrePage';
import { useAmountLocale } from '../useRecordFilters';

/**
 * Missions: each mission's progress and reward, with a claim for a completed
 * one (the menu's badge follows, as the summary it counts is read again), the
 * leaderboard and the rules.
 */
export default function MissionLeaderboard({ title }: CentrePageProps<MemberCentrePage>) {
  useMessageArea('memberCentre');
  const { t } = useTranslation();
  const locale = useAmountLocale();
  const currency = useCurrency();
  const summary = useMissionSummary();
  const board = useMissionLeaderboard({});
  const rules = useMissionRules();
  const { trigger: claim } = useClaimMissionReward();

  return (
    <Missions
      title={title}
      missions={{
        missions: missionItemsOf(summary.data, t, locale, currency),
        status: statusOf(summary),
        onRetry: () => void summary.mutate(),
        retrying: summary.isValidating,
      }}
      leaderboard={{
        ...leaderboardOf(board.data, locale, currency),
        status: statusOf(board),
        onRetry: () => void board.mutate(),
      }}
      rules={{ rules: rules.data ?? [], status: statusOf(rules), onRetry: () => void rules.mutate() }}
      onClaim={async (mission): Promise<MissionClaimResult> => {
        try {
          await claim({ missionId: mission.id });
          return { ok: true };
        } catch (error) {
          return { ok: false, error: errorTextOf(error, t) };
        }
      }}
    />
  );
}
