import {
  Button as RACButton,
  Calendar as RACCalendar,
  DateInput as RACDateInput,
  FieldError as RACFieldError,
  Input as RACInput,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  Popover as RACPopover,
  TextArea as RACTextArea,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: grid;
  gap: var(--ds-space-2);
  min-width: 0;
  & > label,
  & [data-field-label] {
    font-weight: var(--ds-font-weight-semibold);
  }
  & [slot='description'],
  & [data-hint] {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xs);
  }
`;

const control = css`
  width: 100%;
  min-height: 36px;
  padding: var(--ds-space-3) var(--ds-space-4);
  font: inherit;
  color: var(--ds-color-text);
  background: var(--ds-color-bg);
  border: 1px solid var(--ds-color-border-strong);
  border-radius: var(--ds-radius-md);
  outline: none;
  &[data-focused],
  &[data-focus-within] {
    border-color: var(--ds-color-accent);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-invalid] {
    border-color: var(--ds-color-danger);
  }
  &[data-disabled] {
    background: var(--ds-color-surface-sunken);
    color: var(--ds-color-text-muted);
  }
`;

export const Input = styled(RACInput)`
  ${control}
`;

export const TextArea = styled(RACTextArea)`
  ${control}
  min-height: 96px;
  resize: vertical;
`;

export const DateInput = styled(RACDateInput)`
  ${control}
  display: flex;
  align-items: center;
  gap: 1px;
  & [data-type='literal'] {
    color: var(--ds-color-text-muted);
  }
  & [data-placeholder] {
    color: var(--ds-color-text-muted);
  }
  & [role='spinbutton'] {
    padding: 0 2px;
    border-radius: var(--ds-radius-sm);
    outline: none;
  }
  & [role='spinbutton'][data-focused] {
    background: var(--ds-color-accent);
    color: var(--ds-color-on-accent);
  }
`;

export const Group = styled.div`
  display: flex;
  gap: var(--ds-space-2);
  align-items: center;
`;

export const ErrorText = styled(RACFieldError)`
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-xs);
`;

export const PlainError = styled.span`
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-xs);
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
  box-shadow: 0 8px 24px rgba(21, 28, 35, 0.18);
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

export const Calendar = styled(RACCalendar)`
  padding: var(--ds-space-4);
  & header {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: var(--ds-space-3);
    margin-bottom: var(--ds-space-3);
  }
  & h2 {
    margin: 0;
    font-size: var(--ds-font-size-sm);
  }
  & table {
    border-collapse: collapse;
  }
  & th {
    color: var(--ds-color-text-muted);
    font-size: var(--ds-font-size-xs);
    font-weight: var(--ds-font-weight-medium);
  }
  & td [role='button'] {
    display: flex;
    align-items: center;
    justify-content: center;
    width: 34px;
    height: 34px;
    border-radius: var(--ds-radius-sm);
    cursor: pointer;
    outline: none;
  }
  & [data-outside-month] {
    display: none;
  }
  & [data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  & [data-selected] {
    background: var(--ds-color-accent);
    color: var(--ds-color-on-accent);
  }
  & [data-disabled],
  & [data-unavailable] {
    color: var(--ds-color-text-muted);
    text-decoration: line-through;
    cursor: not-allowed;
  }
  & [data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

export const ChoiceList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2) var(--ds-space-5);
  & label {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-2);
    cursor: pointer;
    border-radius: var(--ds-radius-sm);
    outline: none;
  }
  & label::before {
    content: '';
    width: 16px;
    height: 16px;
    border: 2px solid var(--ds-color-border-strong);
    background: var(--ds-color-bg);
  }
  & label[data-kind='radio']::before {
    border-radius: 50%;
  }
  & label[data-kind='checkbox']::before {
    border-radius: var(--ds-radius-sm);
  }
  & label[data-kind='radio'][data-selected]::before {
    border: 5px solid var(--ds-color-accent);
  }
  & label[data-kind='checkbox'][data-selected]::before {
    background: var(--ds-color-accent);
    border-color: var(--ds-color-accent);
    box-shadow: inset 0 0 0 2px var(--ds-color-bg);
  }
  & label[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

export const Overlay = styled.div`
  position: relative;
  & > [data-overlay] {
    position: absolute;
    inset: 0;
    z-index: 10;
    display: flex;
    align-items: center;
    justify-content: center;
    gap: var(--ds-space-3);
    background: rgba(255, 255, 255, 0.75);
    font-weight: var(--ds-font-weight-semibold);
  }
`;
