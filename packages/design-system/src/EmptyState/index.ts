export type { EmptyStateProps } from './EmptyState';
export { EmptyState, emptyListMessage } from './EmptyState';
