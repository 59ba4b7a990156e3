import type { ReactNode } from 'react';
import { ComboBox, Label, Text } from 'react-aria-components';
import styled from 'styled-components';
import { ErrorText, FieldRoot, Input } from './Field.styles';
import { ListBox, ListItem, PickerGroup, Popover } from './Fields.styles';

/** One option of a server search: an id, what the list shows and what is read aloud. */
export interface SearchPickerOption {
  id: string;
  /** The option's code or short name, shown first (e.g. 'I10'). */
  label: string;
  /** A longer text beside the label (e.g. 'Hipertensi esensial (primer)'). */
  description?: string;
}

export interface SearchPickerFieldProps {
  label: string;
  /** The options of the current search (the app searches as `inputValue` changes). */
  items: readonly SearchPickerOption[];
  inputValue: string;
  onInputChange: (value: string) => void;
  /** The chosen option (the app keeps it; null for none). */
  selected: SearchPickerOption | null;
  /** An option was chosen (by click, Enter or tap), or the choice was cleared (null). */
  onSelect: (option: SearchPickerOption | null) => void;
  /** A search is under way: the list says so instead of "nothing found". */
  isLoading?: boolean;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Shown when a search finds nothing. */
  emptyText?: string;
}

const Option = styled.span`
  display: grid;
  grid-template-columns: minmax(4.5rem, auto) 1fr;
  gap: var(--ds-space-3);
  align-items: baseline;
`;
const Code = styled.span`
  font-weight: var(--ds-font-weight-semibold);
  font-variant-numeric: tabular-nums;
`;
const Empty = styled.div`
  padding: var(--ds-space-3) var(--ds-space-4);
  color: var(--ds-color-text-muted);
`;
const Help = styled(Text)`
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-sm);
`;

/** What the input shows for a chosen option: its label and description. */
export function textOf(option: SearchPickerOption): string {
  return option.description ? `${option.label} ${option.description}` : option.label;
}

/**
 * A search over a large server list (ICD codes, medicines): type a code or words, the app answers
 * `items` for what is typed, pick one. The list opens as soon as something is typed (also while
 * the answer is still on its way: it says "Mencari…"), and says when nothing matches. The app
 * holds the choice (`selected`, `onSelect`); the field then shows the option's code and name
 * (its text value, which also reaches `onInputChange`: skip searching for it).
 */
export function SearchPickerField({
  label,
  items,
  inputValue,
  onInputChange,
  selected,
  onSelect,
  isLoading = false,
  placeholder,
  description,
  errorMessage,
  isDisabled,
  emptyText = 'Tidak ada yang cocok.',
}: SearchPickerFieldProps) {
  // While the input shows the choice, the choice is in the collection (so it stays selected);
  // once the user types another search, only that search's options are.
  const showsChoice = selected !== null && inputValue === textOf(selected);
  const all =
    showsChoice && !items.some((o) => o.id === selected.id) ? [selected, ...items] : items;
  const byId = new Map(all.map((o) => [o.id, o]));
  return (
    <FieldRoot data-field data-field-invalid={errorMessage ? '' : undefined}>
      <ComboBox
        items={all}
        inputValue={inputValue}
        onInputChange={onInputChange}
        selectedKey={showsChoice ? selected.id : null}
        onSelectionChange={(key) => {
          const option = key === null ? null : (byId.get(String(key)) ?? null);
          onSelect(option);
          if (option) onInputChange(textOf(option));
        }}
        allowsEmptyCollection
        menuTrigger="input"
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        style={{ display: 'grid', gap: 4 }}
      >
        <Label>{label}</Label>
        <PickerGroup>
          <Input placeholder={placeholder} />
        </PickerGroup>
        {description ? <Help slot="description">{description}</Help> : null}
        <ErrorText>{errorMessage}</ErrorText>
        <Popover>
          <ListBox
            renderEmptyState={() => (
              <Empty role="status">{isLoading ? 'Mencari…' : emptyText}</Empty>
            )}
          >
            {(entry: unknown) => {
              const item = entry as SearchPickerOption;
              return (
                <ListItem id={item.id} textValue={textOf(item)}>
                  <Option>
                    <Code>{item.label}</Code>
                    <span>{item.description}</span>
                  </Option>
                </ListItem>
              );
            }}
          </ListBox>
        </Popover>
      </ComboBox>
    </FieldRoot>
  );
}
