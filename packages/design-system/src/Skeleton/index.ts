export type { SkeletonGroupProps, SkeletonProps } from './Skeleton';
export { Skeleton, SkeletonGroup, SkeletonText } from './Skeleton';
