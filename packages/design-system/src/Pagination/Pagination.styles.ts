import { ListBox, ListBoxItem, Popover, Button as RACButton, Select } from 'react-aria-components';
import styled from 'styled-components';

export const PaginationRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-4);
  padding: var(--ds-space-4) 0;
  font-size: var(--ds-font-size-sm);
  color: var(--ds-color-text);
`;

export const Summary = styled.p`
  margin: 0;
  color: var(--ds-color-text-muted);
  font-variant-numeric: tabular-nums;
`;

export const SizeSelect = styled(Select)`
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-3);

  & [data-part='trigger'] {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-3);
    min-height: 32px;
    padding: 0 var(--ds-space-3);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface-raised);
    color: var(--ds-color-text);
    font: inherit;
    cursor: pointer;
    outline: none;
  }
  & [data-part='trigger'][data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

export const SizePopover = styled(Popover)`
  min-width: var(--trigger-width);
  background: var(--ds-color-surface-raised);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  box-shadow: var(--ds-shadow-popover);
`;

export const SizeList = styled(ListBox)`
  padding: var(--ds-space-2);
  outline: none;
`;

export const SizeOption = styled(ListBoxItem)`
  padding: var(--ds-space-2) var(--ds-space-4);
  border-radius: var(--ds-radius-sm);
  cursor: pointer;
  outline: none;
  font-variant-numeric: tabular-nums;

  &[data-focused] {
    background: var(--ds-color-accent-subtle);
  }
  &[data-selected] {
    font-weight: var(--ds-font-weight-semibold);
    color: var(--ds-color-accent-hover);
  }
`;

export const PageList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PageButton = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 32px;
  height: 32px;
  padding: 0 var(--ds-space-3);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-raised);
  color: var(--ds-color-text);
  font: inherit;
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[aria-current='page'] {
    background: var(--ds-color-accent);
    border-color: var(--ds-color-accent);
    color: var(--ds-color-on-accent);
    font-weight: var(--ds-font-weight-semibold);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    cursor: not-allowed;
    color: var(--ds-color-text-muted);
    background: var(--ds-color-surface);
  }
  @media (forced-colors: active) {
    &[aria-current='page'] {
      outline: 2px solid Highlight;
    }
  }
`;

export const Gap = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  height: 32px;
  color: var(--ds-color-text-muted);
`;
