export type { CountdownButtonProps } from './CountdownButton';
export { CountdownButton, secondsUntil, useCountdown } from './CountdownButton';
