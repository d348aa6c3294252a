import { agentEndpoints } from './agent';
import { agentAffiliateEndpoints } from './agentAffiliates';
import { agentDownlineEndpoints } from './agentDownline';
import { agentReportEndpoints } from './agentReports';
import { authEndpoints } from './auth';
import { bankCardEndpoints } from './bankCards';
import { betDetailEndpoints } from './betDetails';
import { consolidatedEndpoints } from './centreFacts';
import { contentEndpoints } from './content';
import type { EndpointDefinition, HttpMethod } from './define';
import { depositEndpoints } from './deposit';
import { gameSessionEndpoints } from './gameSession';
import { gamesEndpoints } from './gamesAll';
import { helpEndpoints } from './help';
import { lotteryEndpoints } from './lottery';
import { mailboxEndpoints } from './mailbox';
import { memberEndpoints } from './member';
import { missionsEndpoints } from './missions';
import { pointsEndpoints } from './points';
import { profileEndpoints } from './profile';
import { promotionsEndpoints } from './promotions';
import { rebateEndpoints } from './rebates';
import { recordEndpoints } from './records';
import { systemEndpoints } from './system';
import { verificationEndpoints } from './verification';
import { walletEndpoints } from './wallet';
import { withdrawEndpoints } from './withdraw';
import { withdrawReceiptEndpoints } from './withdrawReceipt';

/**
 * Every endpoint definition, grouped as the sandbox's handler groups are
 * (auth, member, wallet, games, lottery, content, promotions, points,
 * missions, agent, system). Ids are `<group>.<name>`.
 */
export const endpointGroups = {
  auth: authEndpoints,
  member: {
    ...memberEndpoints,
    ...consolidatedEndpoints,
    ...recordEndpoints,
    ...rebateEndpoints,
    ...verificationEndpoints,
    ...profileEndpoints,
    ...betDetailEndpoints,
  },
  // The cashier's calls live in five modules (wallet, deposit, withdraw, its
  // receipts, bank cards) but share the sandbox's wallet group and its `wallet.` ids.
  wallet: {
    ...walletEndpoints,
    ...depositEndpoints,
    ...withdrawEndpoints,
    ...withdrawReceiptEndpoints,
    ...bankCardEndpoints,
  },
  games: { ...gamesEndpoints, ...gameSessionEndpoints },
  lottery: lotteryEndpoints,
  content: { ...contentEndpoints, ...mailboxEndpoints, ...helpEndpoints },
  promotions: promotionsEndpoints,
  points: pointsEndpoints,
  missions: missionsEndpoints,
  agent: { ...agentEndpoints, ...agentAffiliateEndpoints, ...agentDownlineEndpoints, ...agentReportEndpoints },
  system: systemEndpoints,
} as const;

export type EndpointGroupName = keyof typeof endpointGroups;

type Values<T> = T[keyof T];
type AnyGroupEndpoint = Values<{ [G in EndpointGroupName]: Values<(typeof endpointGroups)[G]> }>;

/** Every definition, in group order. */
export const endpointList: readonly AnyGroupEndpoint[] = Object.values(endpointGroups).flatMap(
  (group) => Object.values(group) as AnyGroupEndpoint[],
);

/** Every definition by id (`auth.login`, `games.gameList`, ...). */
export const endpoints: Readonly<Record<string, EndpointDefinition>> = Object.freeze(
  Object.fromEntries(endpointList.map((definition) => [definition.id, definition])),
);

/** `GET /wps/relay/GCSGAME_gameList`: what a router keys handlers by. */
export function routeKey(definition: Pick<EndpointDefinition, 'method' | 'path'>): string {
  return `${definition.method} ${definition.path}`;
}

/**
 * Definitions answering a request. Usually one; a few routes carry two
 * variants told apart by a field: the registration SMS (`regType`) and the
 * launch (`launchMode`).
 */
export function findEndpoints(method: string, pathname: string): EndpointDefinition[] {
  const upper = method.toUpperCase() as HttpMethod;
  return endpointList.filter((definition) => definition.method === upper && definition.path === pathname);
}
