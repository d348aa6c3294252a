export type {
  DownlineContractKind,
  DownlineContracts,
  DownlineFacts,
  DownlineRebates,
  RebateSetting,
} from '../downlineDetail';
export type { DownlineDetailProps, DownlineDetailTab } from './DownlineDetail';
export { DownlineDetail } from './DownlineDetail';
export { rebateRateIssue } from './RebateSettingsForm';
