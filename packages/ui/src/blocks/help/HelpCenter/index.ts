export type { HelpCenterItem, HelpCenterProps } from './HelpCenter';
export { findHelpItem, HelpCenter } from './HelpCenter';
