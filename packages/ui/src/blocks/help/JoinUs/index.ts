export type { JoinUsProps } from './JoinUs';
export { JoinUs } from './JoinUs';
