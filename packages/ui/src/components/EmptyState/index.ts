export { EmptyState, type EmptyStateProps } from './EmptyState';
export { emptyStateHeadingLevels, type EmptyStateHeadingLevel } from './emptyStateOptions';
