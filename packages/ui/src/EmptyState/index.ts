export { EmptyState, emptyStateHeadingLevels, type EmptyStateProps } from './EmptyState';
