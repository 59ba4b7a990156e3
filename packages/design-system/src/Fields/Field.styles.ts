import {
  Checkbox as RACCheckbox,
  FieldError as RACFieldError,
  Input as RACInput,
  TextArea as RACTextArea,
} from 'react-aria-components';
import styled, { css } from 'styled-components';

// The light field styles (text inputs, errors, checkboxes): what a plain form such as the login
// needs. Pickers (date, select, combo box, calendar) live in Fields.styles.ts, so a screen with
// only text fields does not load them.

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

export const control = css`
  width: 100%;
  min-height: 36px;
  padding: var(--ds-space-3) var(--ds-space-4);
  font: inherit;
  color: var(--ds-color-text);
  background: var(--ds-color-bg);
  border: 1px solid var(--ds-color-border-strong);
  border-radius: var(--ds-radius-md);
  outline: none;
  /* Under the pointer the border darkens; focus, invalid and disabled (never hovered) win. */
  &[data-hovered] {
    border-color: var(--ds-color-text-muted);
  }
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

export const ErrorText = styled(RACFieldError)`
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-xs);
`;

export const PlainError = styled.span`
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-xs);
`;

/** The square or round mark drawn before a checkbox or radio label (`data-kind`). */
const choiceMark = css`
  /* Holds the visually hidden input: positioned against the viewport it would extend the page
     below a scrolled form, and focusing it would scroll the window past the content. */
  position: relative;
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  cursor: pointer;
  border-radius: var(--ds-radius-sm);
  outline: none;
  &::before {
    content: '';
    flex: none;
    width: 16px;
    height: 16px;
    border: 2px solid var(--ds-color-border-strong);
    background: var(--ds-color-bg);
  }
  &[data-kind='radio']::before {
    border-radius: 50%;
  }
  &[data-kind='checkbox']::before {
    border-radius: var(--ds-radius-sm);
  }
  &[data-kind='radio'][data-selected]::before {
    border: 5px solid var(--ds-color-accent);
  }
  &[data-kind='checkbox'][data-selected]::before {
    background: var(--ds-color-accent);
    border-color: var(--ds-color-accent);
    box-shadow: inset 0 0 0 2px var(--ds-color-bg);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-invalid]::before {
    border-color: var(--ds-color-danger);
  }
  &[data-disabled] {
    color: var(--ds-color-text-muted);
    cursor: not-allowed;
  }
`;

export const ChoiceList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2) var(--ds-space-5);
  & label {
    ${choiceMark}
  }
`;

export const SingleCheckbox = styled(RACCheckbox)`
  ${choiceMark}
  justify-self: start;
  /* A field's own label is bold; the words beside a box read as a sentence. */
  && {
    font-weight: var(--ds-font-weight-regular);
  }
  min-height: 24px;
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
