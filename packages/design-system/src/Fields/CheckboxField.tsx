import { useId } from 'react';
import { FieldRoot, PlainError, SingleCheckbox } from './Field.styles';
import type { FieldBaseProps } from './TextField';

export interface CheckboxFieldProps extends FieldBaseProps<boolean> {
  /** Uncontrolled start state (a plain form reads the input named `name`: 'on' when ticked). */
  defaultSelected?: boolean;
}

/**
 * One yes/no choice with its label beside the box (React Aria `Checkbox`), e.g. 'Ingat saya'.
 * Controlled with `value`/`onChange`, or uncontrolled inside a plain form.
 */
export function CheckboxField({
  label,
  value,
  onChange,
  errorMessage,
  description,
  ...props
}: CheckboxFieldProps) {
  const id = useId();
  const describedBy = [description ? `${id}-hint` : '', errorMessage ? `${id}-error` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <SingleCheckbox
        {...props}
        {...(value !== undefined ? { isSelected: value } : {})}
        {...(onChange ? { onChange } : {})}
        {...(describedBy ? { 'aria-describedby': describedBy } : {})}
        isInvalid={Boolean(errorMessage)}
        data-kind="checkbox"
      >
        {label}
      </SingleCheckbox>
      {description ? (
        <span id={`${id}-hint`} data-hint>
          {description}
        </span>
      ) : null}
      {errorMessage ? <PlainError id={`${id}-error`}>{errorMessage}</PlainError> : null}
    </FieldRoot>
  );
}
