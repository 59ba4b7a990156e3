import type { ReactNode } from 'react';
import { IconInbox } from '../icons';
import { EmptyDescription, EmptyIcon, EmptyRoot, EmptyTitle } from './EmptyState.styles';

export interface EmptyStateProps {
  /** The main message (for lists: the spec's "... not found" texts). */
  title: string;
  description?: ReactNode;
  /** An icon; an empty tray by default. Pass `null` for none. */
  icon?: ReactNode;
  /** A call to action (e.g. a "Tambah" button). */
  action?: ReactNode;
  size?: 'sm' | 'md';
}

/** What a list, a panel or a search shows when it has nothing to show. */
export function EmptyState({ title, description, icon, action, size = 'md' }: EmptyStateProps) {
  const shownIcon = icon === undefined ? <IconInbox /> : icon;
  return (
    <EmptyRoot data-size={size}>
      {shownIcon ? <EmptyIcon aria-hidden="true">{shownIcon}</EmptyIcon> : null}
      <EmptyTitle>{title}</EmptyTitle>
      {description ? <EmptyDescription>{description}</EmptyDescription> : null}
      {action ?? null}
    </EmptyRoot>
  );
}

/**
 * The empty-list message of the spec: "Search with keyword '{term}' not found" while a search is
 * active, otherwise '{page title} not found'.
 */
export function emptyListMessage(title: string, searchTerm?: string | null): string {
  const term = searchTerm?.trim();
  return term ? `Search with keyword '${term}' not found` : `${title.trim()} not found`;
}
