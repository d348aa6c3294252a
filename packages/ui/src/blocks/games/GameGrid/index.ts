export type { GameGridProps } from './GameGrid';
export { GameGrid } from './GameGrid';
