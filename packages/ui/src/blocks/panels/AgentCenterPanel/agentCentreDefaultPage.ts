import type { AgentCentrePage } from './agentCentreSections';

/**
 * The page the agent centre opens on. A module of its own, so a site's first
 * route can open the centre without bundling the centre's tables and icons.
 */
export const agentCentreDefaultPage = 'agentTeamOverview' satisfies AgentCentrePage;
