import {
  Button as RACButton,
  Group as RACGroup,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
} from 'react-aria-components';
import styled from 'styled-components';
import { control } from './Field.styles';

export const Group = styled.div`
  display: flex;
  gap: var(--ds-space-2);
  align-items: center;
`;

/**
 * The input and button of a picker: React Aria's `Group`, whose ref the date picker measures to
 * place its calendar (a plain element leaves the popover unmeasured: transparent, top left).
 */
export const PickerGroup = styled(RACGroup)`
  display: flex;
  gap: var(--ds-space-2);
  align-items: center;
`;

export const TriggerButton = styled(RACButton)`
  ${control}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ds-space-3);
  text-align: left;
  cursor: pointer;
  &[data-pressed] {
    background: var(--ds-color-surface-sunken);
  }
  & [data-placeholder] {
    color: var(--ds-color-text-muted);
  }
`;

export const SmallButton = styled(RACButton)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 36px;
  min-height: 36px;
  border: 1px solid var(--ds-color-border-strong);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-bg);
  color: var(--ds-color-text);
  cursor: pointer;
  outline: none;
  /* The icon at a readable size: 20 px in the 36 px button, not the inherited 1em. */
  & svg {
    width: 20px;
    height: 20px;
  }
  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-pressed] {
    background: var(--ds-color-surface-sunken);
    border-color: var(--ds-color-text-muted);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;

export const Popover = styled(RACPopover)`
  min-width: var(--trigger-width);
  background: var(--ds-color-surface-raised);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  box-shadow: var(--ds-shadow-popover);
  outline: none;
`;

export const ListBox = styled(RACListBox)`
  max-height: 280px;
  overflow: auto;
  padding: var(--ds-space-2);
  outline: none;
`;

export const ListItem = styled(RACListBoxItem)`
  padding: var(--ds-space-3) var(--ds-space-4);
  border-radius: var(--ds-radius-sm);
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: var(--ds-color-accent-subtle);
  }
  &[data-selected] {
    font-weight: var(--ds-font-weight-semibold);
  }
`;
