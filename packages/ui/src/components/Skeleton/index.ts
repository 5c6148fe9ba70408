export { Skeleton, skeletonVariants } from './Skeleton';
export type { SkeletonProps, SkeletonVariant } from './Skeleton';
