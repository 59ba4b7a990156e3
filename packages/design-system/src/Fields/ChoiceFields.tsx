import type { Vocabulary } from '@simrs/domain';
import { useContext, useEffect, useRef } from 'react';
import {
  Checkbox,
  CheckboxGroup,
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Label,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
  useFilter,
} from 'react-aria-components';
import { IconChevronDown } from '../icons';
import { ChoiceList, ErrorText, FieldRoot, Input } from './Field.styles';
import {
  ListBox,
  ListItem,
  PickerGroup,
  Popover,
  SmallButton,
  TriggerButton,
} from './Fields.styles';
import type { FieldBaseProps } from './TextField';

interface Choice {
  code: string;
  label: string;
}

/** The entries of a vocabulary as choices (string codes), without the 'ALL' filter entry. */
export function choicesOf(list: Vocabulary, options: { withAll?: boolean } = {}): Choice[] {
  return list.entries
    .filter((e) => options.withAll || e.code !== 'ALL')
    .map((e) => ({ code: String(e.code), label: e.label }));
}

export interface ChoiceFieldProps<V> extends FieldBaseProps<V> {
  /** A vocabulary of `@simrs/domain` or explicit choices. */
  options: Vocabulary | readonly Choice[];
  placeholder?: string;
}

function isVocabulary(options: Vocabulary | readonly Choice[]): options is Vocabulary {
  return !Array.isArray(options);
}

const choices = (options: Vocabulary | readonly Choice[]): readonly Choice[] =>
  isVocabulary(options) ? choicesOf(options) : options;

type Item = Choice & { id: string };
const renderItem = (item: unknown) => {
  const { id, label } = item as Item;
  return <ListItem id={id}>{label}</ListItem>;
};
const toItems = (options: Vocabulary | readonly Choice[]): Item[] =>
  choices(options).map((c) => ({ id: c.code, ...c }));

/** A select (React Aria `Select`) over a vocabulary; the value is the code as text. */
export function SelectField({
  label,
  options,
  value,
  onChange,
  errorMessage,
  placeholder = 'Pilih...',
  ...props
}: ChoiceFieldProps<string | null>) {
  const items = toItems(options);
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <Select
        {...props}
        selectedKey={value ?? null}
        onSelectionChange={(key) => onChange?.(key === null ? null : String(key))}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        placeholder={placeholder}
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <TriggerButton>
          <SelectValue />
          <IconChevronDown />
        </TriggerButton>
        <ErrorText>{errorMessage}</ErrorText>
        <Popover>
          <ListBox items={items}>{renderItem}</ListBox>
        </Popover>
      </Select>
    </FieldRoot>
  );
}

/**
 * Opens the combo box's list when its options arrive (or change) while the user is in the input
 * with text typed and some option matches it. React Aria opens the list on a keystroke only: options
 * fetched as the user types would otherwise stay hidden until the next keystroke. Its collection may
 * follow the options a render later, so the open is retried until the list is open or there is
 * nothing left to wait for.
 */
function OpenWhenOptionsArrive({ items }: { items: readonly Item[] }) {
  const state = useContext(ComboBoxStateContext);
  const { contains } = useFilter({ sensitivity: 'base' });
  const key = items.map((item) => item.id).join('\u0000');
  const lastKey = useRef(key);
  const pending = useRef(false);
  useEffect(() => {
    if (key !== lastKey.current) {
      lastKey.current = key;
      pending.current = true;
    }
    if (!pending.current || !state) return;
    const typed = state.inputValue;
    const chosen = items.find((item) => item.id === state.selectedKey);
    // The text is the chosen option's own label: nothing is being searched for.
    if (!state.isFocused || typed === '' || state.isOpen || chosen?.label === typed) {
      pending.current = false;
      return;
    }
    if (!items.some((item) => contains(item.label, typed))) {
      pending.current = false;
      return;
    }
    state.open(null, 'input');
  });
  return null;
}

/** A combo box (type to filter) over a vocabulary; the value is the chosen code. */
export function ComboBoxField({
  label,
  options,
  value,
  onChange,
  errorMessage,
  placeholder,
  ...props
}: ChoiceFieldProps<string | null>) {
  const items = toItems(options);
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <ComboBox<Item>
        {...props}
        selectedKey={value ?? null}
        onSelectionChange={(key) => onChange?.(key === null ? null : String(key))}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        defaultItems={items}
        menuTrigger="focus"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <PickerGroup>
          <Input placeholder={placeholder} />
          <SmallButton aria-label="Tampilkan pilihan">
            <IconChevronDown />
          </SmallButton>
        </PickerGroup>
        <ErrorText>{errorMessage}</ErrorText>
        <Popover>
          <ListBox>{renderItem}</ListBox>
        </Popover>
        <OpenWhenOptionsArrive items={items} />
      </ComboBox>
    </FieldRoot>
  );
}

/** Radio group over a vocabulary (e.g. Y/N/B: Ya, Tidak, Belum). */
export function RadioGroupField({
  label,
  options,
  value,
  onChange,
  errorMessage,
  ...props
}: ChoiceFieldProps<string | null>) {
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <RadioGroup
        {...props}
        value={value ?? null}
        onChange={(v) => onChange?.(v)}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        orientation="horizontal"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <ChoiceList>
          {choices(options).map((c) => (
            <Radio key={c.code} value={c.code} data-kind="radio">
              {c.label}
            </Radio>
          ))}
        </ChoiceList>
        <FieldError>{errorMessage}</FieldError>
      </RadioGroup>
    </FieldRoot>
  );
}

/** Checkbox group over a vocabulary; the value is the list of chosen codes. */
export function CheckboxGroupField({
  label,
  options,
  value,
  onChange,
  errorMessage,
  ...props
}: ChoiceFieldProps<string[]>) {
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <CheckboxGroup
        {...props}
        value={value ?? []}
        onChange={(v) => onChange?.(v)}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <ChoiceList>
          {choices(options).map((c) => (
            <Checkbox key={c.code} value={c.code} data-kind="checkbox">
              {c.label}
            </Checkbox>
          ))}
        </ChoiceList>
        <FieldError>{errorMessage}</FieldError>
      </CheckboxGroup>
    </FieldRoot>
  );
}
