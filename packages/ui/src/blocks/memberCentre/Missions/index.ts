export type {
  Leaderboard,
  LeaderboardRow,
  MissionClaimResult,
  MissionItem,
  MissionList,
  MissionRules,
} from '../missions';
export type { MissionsProps } from './Missions';
export { Missions } from './Missions';
