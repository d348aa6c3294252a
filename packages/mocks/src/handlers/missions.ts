/** Missions, their leaderboard, rules and reward claims (member centre "mission activity"). */
import { missionsEndpoints } from '@lobby/api';
import { maskPlayer } from '../fixtures/content';
import { createRandom } from '../fixtures/random';
import type { MissionFixture } from '../fixtures/rewards';
import { playerNames } from '../fixtures/words';
import { fail } from '../sandbox/errors';
import type { Account } from '../sandbox/model';
import type { Sandbox } from '../sandbox/sandbox';
import { localised } from './format';
import { answer, type Route } from './route';

export type MissionStatus = 'IN_PROGRESS' | 'COMPLETED' | 'CLAIMED';

export function missionStatus(account: Account, mission: MissionFixture): MissionStatus {
  if (account.missionClaimed.has(mission.missionId)) return 'CLAIMED';
  return (account.missionProgress.get(mission.missionId) ?? 0) >= mission.target ? 'COMPLETED' : 'IN_PROGRESS';
}

/** Mission score: points of claimed and completed missions, what the leaderboard ranks by. */
function scoreOf(sandbox: Sandbox, account: Account): number {
  return sandbox.catalogue.missions
    .filter((mission) => missionStatus(account, mission) !== 'IN_PROGRESS')
    .reduce((sum, mission) => sum + mission.rewardPoints, 0);
}

const prizes = [888, 588, 388, 188, 188, 88, 88, 88, 88, 88];

export function missionsRoutes(): Route[] {
  return [
    answer(missionsEndpoints.summary, ({ sandbox, member, language }) => {
      const account = member();
      const missions = sandbox.catalogue.missions.map((mission) => ({
        missionId: String(mission.missionId),
        title: localised(mission.name, language),
        progress: Math.min(account.missionProgress.get(mission.missionId) ?? 0, mission.target),
        target: mission.target,
        reward: mission.rewardAmount,
        status: missionStatus(account, mission),
        description: localised(mission.description, language),
        period: mission.period,
        rewardPoints: mission.rewardPoints,
      }));
      // The menu badge counts rewards waiting to be claimed.
      return { count: missions.filter((mission) => mission.status === 'COMPLETED').length, missions };
    }),

    answer(missionsEndpoints.leaderboard, ({ sandbox, input, member }) => {
      const account = member();
      const random = createRandom(`${sandbox.catalogue.seed}/leaderboard/${input?.missionId ?? 'all'}`);
      const others = Array.from({ length: 30 }, () => ({
        player: maskPlayer(`${random.pick(playerNames)}${random.int(10, 9999)}`),
        score: random.int(20, 2400),
      }));
      const myScore = scoreOf(sandbox, account);
      const board = [...others, { player: maskPlayer(account.username), score: myScore, me: true }].sort(
        (a, b) => b.score - a.score,
      );
      const myRank = board.findIndex((entry) => 'me' in entry) + 1;
      return {
        list: board.slice(0, 20).map((entry, index) => ({
          rank: index + 1,
          player: entry.player,
          score: entry.score,
          reward: prizes[index] ?? 0,
        })),
        myRank,
        myScore,
      };
    }),

    answer(missionsEndpoints.rules, ({ language }) =>
      language === 'CN'
        ? [
            { title: '任务周期', content: '每日任务于每天 00:00（GMT+8）重置，每周任务于每周一重置。' },
            { title: '领取奖励', content: '完成任务后请于重置前领取奖励，逾期作废。' },
            { title: '排行榜', content: '按任务积分排名，每周结算，前十名获得额外奖金。' },
          ]
        : [
            {
              title: 'Mission periods',
              content: 'Daily missions reset at 00:00 (GMT+8); weekly missions reset every Monday.',
            },
            {
              title: 'Claiming rewards',
              content: 'Claim a completed mission’s reward before it resets, or it expires.',
            },
            {
              title: 'Leaderboard',
              content: 'Ranked by mission points, settled weekly; the top ten win an extra prize.',
            },
          ],
    ),

    answer(missionsEndpoints.claim, ({ sandbox, input, member }) => {
      const account = member();
      sandbox.requireRealAccount(account);
      const mission = sandbox.catalogue.missions.find((candidate) => String(candidate.missionId) === input.missionId);
      if (!mission) return fail('promotion.not.exists');
      const status = missionStatus(account, mission);
      if (status === 'CLAIMED') fail('promotion.already.claimed');
      if (status === 'IN_PROGRESS') fail('mission.not.completed');
      account.missionClaimed.add(mission.missionId);
      sandbox.book(account, 'BONUS', mission.rewardAmount, `Mission reward: ${mission.name.EN}`);
      account.points += mission.rewardPoints;
      account.pointRecords.unshift({
        id: sandbox.nextId('point'),
        changedPoints: mission.rewardPoints,
        balance: account.points,
        type: 'MISSION',
        remark: mission.name.EN,
        time: sandbox.now(),
      });
      return { amount: mission.rewardAmount, points: mission.rewardPoints };
    }),
  ];
}
