import type { Leaderboard, MissionItem } from './missions';

/** Missions as the page shows them, for stories and tests. */
export const sampleMissions: readonly MissionItem[] = [
  {
    id: '3002',
    title: 'Deposit 3 days in a row',
    progress: 3,
    target: 3,
    reward: '100.00',
    status: { label: 'Completed', tone: 'info' },
    claimable: true,
  },
  {
    id: '3003',
    title: 'Play 50 slot rounds',
    progress: 21,
    target: 50,
    reward: '30.00',
    status: { label: 'In progress', tone: 'warning' },
    claimable: false,
  },
  {
    id: '3001',
    title: 'Log in today',
    progress: 1,
    target: 1,
    reward: '5.00',
    status: { label: 'Claimed', tone: 'success' },
    claimable: false,
  },
];

export const sampleMissionsCN: readonly MissionItem[] = [
  {
    id: '3002',
    title: '连续 3 天存款',
    progress: 3,
    target: 3,
    reward: '100.00',
    status: { label: '已完成', tone: 'info' },
    claimable: true,
  },
  {
    id: '3003',
    title: '玩 50 局老虎机',
    progress: 21,
    target: 50,
    reward: '30.00',
    status: { label: '进行中', tone: 'warning' },
    claimable: false,
  },
];

export const sampleLeaderboard: Pick<Leaderboard, 'rows' | 'mine'> = {
  rows: [
    { rank: 1, player: 'ma***88', score: '2,380', reward: '888.00' },
    { rank: 2, player: 'jo***12', score: '2,105', reward: '588.00' },
    { rank: 3, player: 'li***07', score: '1,990', reward: '388.00' },
  ],
  mine: { rank: 14, score: '350' },
};

export const sampleRules = [
  { title: 'Mission period', content: 'Daily missions reset at 00:00 (GMT+8); weekly missions reset every Monday.' },
  { title: 'Claiming rewards', content: 'Claim a completed mission’s reward before it resets.' },
];
