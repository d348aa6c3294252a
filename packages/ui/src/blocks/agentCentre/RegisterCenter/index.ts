export type {
  AffiliateActionResult,
  AffiliateLinkRequest,
  AffiliateLinkRow,
  AffiliateLinksSection,
  DownlineFieldErrors,
  DownlineKind,
  DownlineRegisterResult,
  DownlineRegisterSection,
  DownlineRegistration,
} from '../registerCenter';
export type { RegisterCenterProps, RegisterCenterTab } from './RegisterCenter';
export { RegisterCenter } from './RegisterCenter';
