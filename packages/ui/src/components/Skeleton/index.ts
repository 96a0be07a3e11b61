export {
  Skeleton,
  SkeletonBlock,
  SkeletonText,
  type SkeletonBlockProps,
  type SkeletonProps,
  type SkeletonTextProps,
} from './Skeleton';
export { TableSkeleton, type TableSkeletonProps } from './TableSkeleton';
export { DEFAULT_TABLE_SKELETON_ROWS, skeletonRadii, type SkeletonRadius } from './skeletonOptions';
