export type { GameFrameProps } from './GameFrame';
export { GameFrame } from './GameFrame';
