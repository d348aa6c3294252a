export type { GameGridProps, GameGridStatus } from './GameGrid';
export { GameGrid } from './GameGrid';
