export type { AsyncRegionProps } from './AsyncRegion';
export { AsyncRegion, RefreshingLine } from './AsyncRegion';
export type { AsyncStatus } from './asyncStatus';
export { hasContent } from './asyncStatus';
