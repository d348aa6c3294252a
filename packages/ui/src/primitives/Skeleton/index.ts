export type { SkeletonCircleProps, SkeletonProps, SkeletonTextProps } from './Skeleton';
export { Skeleton } from './Skeleton';
