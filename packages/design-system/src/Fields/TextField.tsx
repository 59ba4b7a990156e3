import {
  applyMaskWithCaret,
  cleanInput,
  INPUT_FILTERS,
  INPUT_MAX_LENGTHS,
  INPUT_MODES,
  type InputKind,
} from '@simrs/validators';
import { type ReactNode, type Ref, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { Label, TextField as RACTextField, Text } from 'react-aria-components';
import { ErrorText, FieldRoot, Input, TextArea } from './Field.styles';

/** Props every field shares (and what `useFormField` provides from react-hook-form). */
export interface FieldBaseProps<V> {
  label: string;
  name?: string;
  value?: V;
  onChange?: (value: V) => void;
  onBlur?: () => void;
  /** Shown under the field; makes it invalid. */
  errorMessage?: string;
  description?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
}

export interface TextFieldProps extends FieldBaseProps<string> {
  /** The validators' input kind: its keystroke filter or mask, max length and input mode. */
  kind?: InputKind;
  defaultValue?: string;
  placeholder?: string;
  autoComplete?: string;
  /** The input's type: 'password' hides what is typed. */
  type?: 'text' | 'password' | 'email' | 'tel' | 'search' | 'url';
  autoFocus?: boolean;
  /** Several lines (a text area, e.g. an address); the kind's filter still runs. */
  isMultiline?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

const keepAsTyped = (value: string): string => value;
/** The cleaner of a text area: line breaks stay. */
const keepLines = (value: string): string => cleanInput(value, { multiline: true });

const masked: ReadonlySet<InputKind> = new Set([
  'money',
  'moneyDecimal',
  'integer',
  'numeric1',
  'numeric2',
  'numeric3',
  'numeric4',
]);

/**
 * A text field (React Aria `TextField`) that runs the validators' filter of its `kind` on every
 * change: letters, alphanumeric, digits, email characters, the cleaner ('text'), name, username,
 * phone (leading 0 stripped), code, year, NIK, NIB, money and numeric masks (caret kept).
 * `type="password"` hides the text and runs no filter.
 */
export function TextField({
  label,
  kind = 'text',
  errorMessage,
  description,
  onChange,
  inputRef,
  placeholder,
  autoComplete,
  isMultiline = false,
  ...props
}: TextFieldProps) {
  const input = useRef<HTMLInputElement | null>(null);
  useImperativeHandle(inputRef, () => input.current as HTMLInputElement, []);
  const caret = useRef<number | null>(null);
  // A password is taken exactly as typed: no filter may change what the user chose.
  const filter =
    props.type === 'password'
      ? keepAsTyped
      : isMultiline && kind === 'text'
        ? keepLines
        : INPUT_FILTERS[kind];

  useLayoutEffect(() => {
    if (caret.current !== null && input.current && document.activeElement === input.current) {
      input.current.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  const handleChange = (raw: string) => {
    if (masked.has(kind) && props.type !== 'password') {
      const at = input.current?.selectionStart ?? raw.length;
      const next = applyMaskWithCaret(raw, at, filter);
      caret.current = next.caret;
      onChange?.(next.value);
    } else {
      onChange?.(filter(raw));
    }
  };

  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <RACTextField
        {...props}
        onChange={handleChange}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        maxLength={INPUT_MAX_LENGTHS[kind]}
        inputMode={INPUT_MODES[kind]}
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        {isMultiline ? (
          <TextArea placeholder={placeholder} autoComplete={autoComplete} />
        ) : (
          <Input ref={input} placeholder={placeholder} autoComplete={autoComplete} />
        )}
        {description ? <Text slot="description">{description}</Text> : null}
        <ErrorText>{errorMessage}</ErrorText>
      </RACTextField>
    </FieldRoot>
  );
}

export interface MoneyFieldProps extends Omit<TextFieldProps, 'kind'> {
  /** 0 decimals (rupiah) or the 3-decimal variant. */
  decimals?: 0 | 3;
}

/** Rupiah amount: '.' thousands, ',' decimal, no negatives; 0 or 3 decimals. */
export function MoneyField({ decimals = 0, description, ...props }: MoneyFieldProps) {
  return (
    <TextField
      {...props}
      kind={decimals === 3 ? 'moneyDecimal' : 'money'}
      description={description ?? 'Rupiah'}
    />
  );
}

export interface NumericFieldProps extends Omit<TextFieldProps, 'kind'> {
  /** Decimal places allowed, 0-4. */
  precision?: 0 | 1 | 2 | 3 | 4;
}

const numericKinds = ['integer', 'numeric1', 'numeric2', 'numeric3', 'numeric4'] as const;

/** A number without negatives and with at most `precision` decimals (',' as separator). */
export function NumericField({ precision = 0, ...props }: NumericFieldProps) {
  return <TextField {...props} kind={numericKinds[precision]} />;
}
