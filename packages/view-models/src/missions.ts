import type { MissionLeaderboard, MissionSummary } from '@lobby/api';
import { type Currency, defaultCurrency, type Leaderboard, type MissionItem } from '@lobby/ui';
import { amountText } from './records';
import type { Translate } from './translate';

type Tone = MissionItem['status']['tone'];

const statusTones: Readonly<Record<string, Tone>> = { IN_PROGRESS: 'warning', COMPLETED: 'info', CLAIMED: 'success' };

function statusCode(status: string | null | undefined): string {
  return (status ?? '')
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** The missions as the page lists them: the ones with a reward to claim first, each group in the platform's order. */
export function missionItemsOf(
  summary: MissionSummary | undefined,
  t: Translate,
  locale = 'en',
  currency: Currency = defaultCurrency,
): MissionItem[] {
  const items = (summary?.missions ?? []).map((mission): MissionItem => {
    const code = statusCode(mission.status);
    const key = `missions.status.${code}`;
    const label = t(key);
    return {
      id: mission.missionId,
      title: mission.title,
      progress: mission.progress ?? 0,
      target: mission.target ?? 0,
      reward: mission.reward && mission.reward > 0 ? amountText(mission.reward, locale, currency) : '',
      status: {
        label: label === key || label === '' ? (mission.status ?? '') : label,
        tone: statusTones[code] ?? 'neutral',
      },
      claimable: code === 'COMPLETED',
    };
  });
  return [...items.filter((item) => item.claimable), ...items.filter((item) => !item.claimable)];
}

/** The leaderboard's rows and the player's own place. */
export function leaderboardOf(
  board: MissionLeaderboard | undefined,
  locale = 'en',
  currency: Currency = defaultCurrency,
): Pick<Leaderboard, 'rows' | 'mine'> {
  const points = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  return {
    rows: (board?.list ?? []).map((entry) => ({
      rank: entry.rank,
      player: entry.player,
      score: points.format(entry.score),
      reward: entry.reward && entry.reward > 0 ? amountText(entry.reward, locale, currency) : '',
    })),
    mine: board?.myRank && board.myRank > 0 ? { rank: board.myRank, score: points.format(board.myScore ?? 0) } : null,
  };
}
