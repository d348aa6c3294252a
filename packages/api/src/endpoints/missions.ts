import * as v from 'valibot';
import { defineEndpoint } from './define';
import { idText, list, noFields, numeric, optionalFields, optionalNumber, optionalText, orEmpty } from './fields';

/** Missions and their leaderboard (member centre "mission activity"). */

export const missionSchema = v.object({
  missionId: idText,
  title: v.string(),
  progress: optionalNumber,
  target: optionalNumber,
  reward: optionalNumber,
  status: optionalText,
});
export type Mission = v.InferOutput<typeof missionSchema>;

/** Summary: the missions and the count shown as the menu badge. */
export const missionSummarySchema = orEmpty(
  v.object({
    count: optionalNumber,
    missions: list(missionSchema),
  }),
);
export type MissionSummary = v.InferOutput<typeof missionSummarySchema>;

export const leaderboardEntrySchema = v.object({
  rank: numeric,
  player: v.string(),
  score: numeric,
  reward: optionalNumber,
});

export const missionLeaderboardSchema = orEmpty(
  v.object({
    list: list(leaderboardEntrySchema),
    myRank: optionalNumber,
    myScore: optionalNumber,
  }),
);
export type MissionLeaderboard = v.InferOutput<typeof missionLeaderboardSchema>;

const shapeInferred = 'Relay named by the product; fields inferred';

export const missionsSummaryEndpoint = defineEndpoint({
  id: 'missions.summary',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionSummaryDetails',
  moduleId: 'MISSIONLB3',
  request: noFields,
  response: missionSummarySchema,
  summary: 'Mission summary and badge count',
  assumption: shapeInferred,
});
export const missionsLeaderboardEndpoint = defineEndpoint({
  id: 'missions.leaderboard',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionLeaderboard',
  moduleId: 'MISSIONLB3',
  request: optionalFields({ missionId: v.optional(idText) }),
  response: missionLeaderboardSchema,
  summary: 'Mission leaderboard',
  assumption: shapeInferred,
});
export const missionsRulesEndpoint = defineEndpoint({
  id: 'missions.rules',
  method: 'GET',
  path: '/wps/relay/MCSFE_getMissionRules',
  moduleId: 'MISSIONLB3',
  request: noFields,
  response: list(v.object({ title: v.string(), content: v.string() })),
  summary: 'Mission rules',
  source: 'catalogue',
  assumption: shapeInferred,
});
export const missionsClaimEndpoint = defineEndpoint({
  id: 'missions.claim',
  method: 'POST',
  path: '/wps/relay/MCSFE_claimMissionRewards',
  moduleId: 'MISSIONLB3',
  request: v.object({ missionId: idText }),
  response: v.unknown(),
  summary: 'Claim a mission reward',
  source: 'catalogue',
  assumption: shapeInferred,
});

export const missionsEndpoints = {
  summary: missionsSummaryEndpoint,
  leaderboard: missionsLeaderboardEndpoint,
  rules: missionsRulesEndpoint,
  claim: missionsClaimEndpoint,
} as const;
