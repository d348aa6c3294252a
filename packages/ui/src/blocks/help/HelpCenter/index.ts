export type { HelpCenterItem, HelpCenterProps, HelpCenterStatus } from './HelpCenter';
export { findHelpItem, HelpCenter } from './HelpCenter';
