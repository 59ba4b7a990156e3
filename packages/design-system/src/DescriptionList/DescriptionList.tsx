import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(var(--ds-dl-min, 160px), 1fr));
  gap: var(--ds-space-4) var(--ds-space-6);
  margin: 0;

  &[data-layout='inline'] {
    grid-template-columns: max-content 1fr;
    gap: var(--ds-space-3) var(--ds-space-5);
  }
  & > div {
    display: grid;
    gap: var(--ds-space-1);
    min-width: 0;
  }
  &[data-layout='inline'] > div {
    display: contents;
  }
  & dt {
    font-size: var(--ds-font-size-xs);
    color: var(--ds-color-text-muted);
  }
  & dd {
    margin: 0;
    color: var(--ds-color-text);
    font-weight: var(--ds-font-weight-medium);
    overflow-wrap: anywhere;
  }
`;

export interface DescriptionItem {
  /** Stable key (defaults to the term). */
  id?: string;
  term: string;
  description: ReactNode;
}

export interface DescriptionListProps {
  items: readonly DescriptionItem[];
  /** 'grid' puts term above value in columns; 'inline' puts them side by side. */
  layout?: 'grid' | 'inline';
  /** Shown for an empty value. */
  emptyText?: string;
}

/** Term and value pairs (a `<dl>`): record details, patient headers, summaries. */
export function DescriptionList({ items, layout = 'grid', emptyText = '-' }: DescriptionListProps) {
  return (
    <List data-layout={layout}>
      {items.map((item) => (
        <div key={item.id ?? item.term}>
          <dt>{item.term}</dt>
          <dd>
            {item.description === null || item.description === undefined || item.description === ''
              ? emptyText
              : item.description}
          </dd>
        </div>
      ))}
    </List>
  );
}
