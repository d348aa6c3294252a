export type { VirtualGameGridProps } from './VirtualGameGrid';
export { VirtualGameGrid } from './VirtualGameGrid';
