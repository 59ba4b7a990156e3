/**
 * Design-system fields bound to a react-hook-form value by name: the value, change, blur and the
 * schema's message of that name (`useFormField`). Every feature form uses these (the patient,
 * registration, admission and booking forms), so a field behaves the same on every screen:
 * text values, '' for nothing chosen, ' *' stripped from the label in the placeholder.
 */
import {
  CheckboxGroupField,
  ComboBoxField,
  DatePickerField,
  type FormFieldProps,
  RadioGroupField,
  SelectField,
  TextField,
  useFormField,
} from '@simrs/design-system';
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

interface Bound<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: ReactNode;
}

type Options = Parameters<typeof SelectField>[0]['options'];

/** A form value an input edits as text. */
function useText<T extends FieldValues>(control: Control<T>, name: FieldPath<T>) {
  return useFormField(control, name) as unknown as FormFieldProps<string>;
}

const plain = (label: string) => label.replace(/ \*$/, '');

function extras(description: ReactNode | undefined, errorMessage: string | undefined) {
  return {
    ...(description ? { description } : {}),
    ...(errorMessage ? { errorMessage } : {}),
  };
}

/** A text input (the validators' input `kind` filters what is typed). */
export function FormText<T extends FieldValues>({
  control,
  name,
  label,
  description,
  kind = 'text',
  multiline = false,
}: Bound<T> & { kind?: Parameters<typeof TextField>[0]['kind']; multiline?: boolean }) {
  const f = useText(control, name);
  return (
    <TextField
      label={label}
      name={f.name}
      kind={kind}
      isMultiline={multiline}
      autoComplete="off"
      value={f.value ?? ''}
      onChange={f.onChange}
      onBlur={f.onBlur}
      {...extras(description, f.errorMessage)}
    />
  );
}

/**
 * A select (or, with `combo`, a combo box that filters as typed) of codes; '' is nothing chosen.
 * `noneCode` is a 'nothing' choice shown in the list and kept as ''.
 */
export function FormChoice<T extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
  combo = false,
  placeholder,
  noneCode,
  isDisabled = false,
  onPicked,
}: Bound<T> & {
  options: Options;
  combo?: boolean;
  placeholder?: string;
  noneCode?: string;
  isDisabled?: boolean;
  onPicked?: (value: string) => void;
}) {
  const f = useText(control, name);
  const props = {
    label,
    name: f.name,
    options,
    value: f.value || noneCode || null,
    isDisabled,
    onBlur: f.onBlur,
    onChange: (v: string | null) => {
      const value = v === null || v === noneCode ? '' : v;
      f.onChange(value);
      onPicked?.(value);
    },
    ...extras(description, f.errorMessage),
  };
  return combo ? (
    <ComboBoxField {...props} placeholder={placeholder ?? `Cari ${plain(label)}`} />
  ) : (
    <SelectField {...props} placeholder={placeholder ?? `Pilih ${plain(label)}`} />
  );
}

/** Radio buttons of codes ('' is nothing chosen, or `fallback`). */
export function FormRadio<T extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
  fallback,
}: Bound<T> & { options: Options; fallback?: string }) {
  const f = useText(control, name);
  return (
    <RadioGroupField
      label={label}
      name={f.name}
      options={options}
      value={f.value || fallback || null}
      onChange={(v) => f.onChange(v ?? fallback ?? '')}
      onBlur={f.onBlur}
      {...extras(description, f.errorMessage)}
    />
  );
}

/** A date ('YYYY-MM-DD'; '' when empty) typed by segments or picked from the calendar. */
export function FormDate<T extends FieldValues>({ control, name, label, description }: Bound<T>) {
  const f = useText(control, name);
  return (
    <DatePickerField
      label={label}
      name={f.name}
      value={f.value || null}
      onChange={(v) => f.onChange(v ?? '')}
      onBlur={f.onBlur}
      {...extras(description, f.errorMessage)}
    />
  );
}

/** Checkboxes of codes: the value is the list of codes ticked (none: []). */
export function FormChecks<T extends FieldValues>({
  control,
  name,
  label,
  description,
  options,
}: Bound<T> & { options: Options }) {
  const f = useFormField(control, name) as unknown as FormFieldProps<string[]>;
  return (
    <CheckboxGroupField
      label={label}
      name={f.name}
      options={options}
      value={f.value ?? []}
      onChange={(v) => f.onChange(v)}
      onBlur={f.onBlur}
      {...extras(description, f.errorMessage)}
    />
  );
}
