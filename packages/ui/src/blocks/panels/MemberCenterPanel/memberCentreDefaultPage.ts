import type { MemberCentreSectionId } from './memberCentreSections';

/**
 * The page the member centre opens on. A module of its own, so a site's first
 * route can open the centre without bundling the centre's tables and icons.
 */
export const memberCentreDefaultPage = 'securityCenter' satisfies MemberCentreSectionId;
