import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import { forwardRef, useId } from 'react';
import styled from 'styled-components';

/*
 * Labelled native inputs for this app's forms, wired to react-hook-form through `register`.
 * Temporary until the design system's validator-wired fields land (part 1 in progress); they
 * carry only layout and the error text, with the theme's tokens.
 */

interface BaseProps {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
}

export const TextInput = forwardRef<
  HTMLInputElement,
  BaseProps & InputHTMLAttributes<HTMLInputElement>
>(function TextInput({ label, error, hint, id, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <Wrap data-invalid={error ? true : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      />
      {hint ? <small>{hint}</small> : null}
      {error ? (
        <ErrorText id={`${inputId}-error`} data-field-error>
          {error}
        </ErrorText>
      ) : null}
    </Wrap>
  );
});

export const SelectInput = forwardRef<
  HTMLSelectElement,
  BaseProps & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }
>(function SelectInput({ label, error, id, children, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <Wrap data-invalid={error ? true : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <select
        id={inputId}
        ref={ref}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <ErrorText id={`${inputId}-error`} data-field-error>
          {error}
        </ErrorText>
      ) : null}
    </Wrap>
  );
});

export const CheckInput = forwardRef<
  HTMLInputElement,
  { label: string } & InputHTMLAttributes<HTMLInputElement>
>(function CheckInput({ label, id, ...props }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <CheckWrap>
      <input id={inputId} ref={ref} type="checkbox" {...props} />
      <label htmlFor={inputId}>{label}</label>
    </CheckWrap>
  );
});

const Wrap = styled.div`
  display: grid;
  gap: var(--ds-space-2);
  label {
    font-weight: var(--ds-font-weight-medium);
  }
  input,
  select {
    font: inherit;
    min-height: 40px;
    padding: var(--ds-space-3) var(--ds-space-4);
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-bg);
    color: var(--ds-color-text);
  }
  input:focus-visible,
  select:focus-visible {
    outline: none;
    box-shadow: var(--ds-focus-ring);
  }
  &[data-invalid] input,
  &[data-invalid] select {
    border-color: var(--ds-color-danger);
  }
  small {
    color: var(--ds-color-text-muted);
  }
`;

const ErrorText = styled.span`
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-sm);
`;

const CheckWrap = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ds-space-3);
  input {
    width: 18px;
    height: 18px;
  }
`;
