export type { GameFrameProps, GameFrameWaiting } from './GameFrame';
export { GameFrame } from './GameFrame';
