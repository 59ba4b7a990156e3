import { Calendar as RACCalendar, DateInput as RACDateInput } from 'react-aria-components';
import styled from 'styled-components';
import { control } from './Field.styles';

// Styles of the date and time inputs: part of the on-demand date module (DateInputs.tsx), so a
// screen without a date field never loads React Aria's date and calendar code.

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
