export type { GameTileAspect, GameTileItem, GameTileProps, GameTileSkeletonProps } from './GameTile';
export { GameTile, GameTileSkeleton } from './GameTile';
