/**
 * The page the member centre opens on. A module of its own, so a site's first
 * route can open the centre without bundling the centre's tables and icons.
 * The sections table checks that it names one of its pages.
 */
export const memberCentreDefaultPage = 'securityCenter';
