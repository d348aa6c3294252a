export type { HoverCardContentProps, HoverCardRootProps, HoverCardTriggerProps } from './HoverCard';
export { HoverCard } from './HoverCard';
