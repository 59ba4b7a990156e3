import { useEffect, useState } from 'react';
import { Input } from 'react-aria-components';
import { Button, IconButton } from '../Button';
import { IconClose, IconSearch } from '../icons';
import { SearchRoot, StyledSearchField } from './SearchBox.styles';

/** The spec's placeholder, quoted exactly. */
export const SEARCH_PLACEHOLDER = 'Type and press enter...';

export interface SearchBoxProps {
  /** The active search term (the list query's `search`); the box shows it. */
  value: string;
  /** Called with the trimmed text when the user presses Enter. */
  onSearch: (term: string) => void;
  /** The Reset button: the list clears its search and its sort. */
  onReset?: () => void;
  /** Accessible name of the field. */
  'aria-label'?: string;
  placeholder?: string;
  isDisabled?: boolean;
}

/**
 * The list search box (React Aria `SearchField`): typing does nothing until Enter; Escape or the
 * clear button empties the text; Reset clears the search and the sort of the list.
 */
export function SearchBox({
  value,
  onSearch,
  onReset,
  placeholder = SEARCH_PLACEHOLDER,
  isDisabled = false,
  'aria-label': ariaLabel = 'Cari data',
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  // A new active term (e.g. after Reset or a navigation) replaces what is typed.
  useEffect(() => setText(value), [value]);

  return (
    <SearchRoot role="search">
      <StyledSearchField
        aria-label={ariaLabel}
        value={text}
        onChange={setText}
        onSubmit={(submitted) => onSearch(submitted.trim())}
        isDisabled={isDisabled}
      >
        <span data-part="icon" aria-hidden="true">
          <IconSearch />
        </span>
        <Input placeholder={placeholder} />
        <span data-part="clear">
          <IconButton aria-label="Kosongkan pencarian" icon={<IconClose />} size="sm" />
        </span>
      </StyledSearchField>
      {onReset ? (
        <Button
          variant="secondary"
          isDisabled={isDisabled}
          onPress={() => {
            setText('');
            onReset();
          }}
        >
          Reset
        </Button>
      ) : null}
    </SearchRoot>
  );
}
