import type { FormEvent, ReactNode } from 'react';
import { FilterActions, FilterBarRoot, FilterFields } from './FilterBar.styles';

export interface FilterBarProps {
  /** What the filters narrow ('Saring audit trail'); names the search landmark. */
  'aria-label': string;
  /** The filter fields (design-system fields: dates, selects, text). */
  children: ReactNode;
  /** Buttons after the fields ('Tampilkan', 'Reset'). */
  actions?: ReactNode;
  /**
   * Makes the bar a form: Enter in a field or a submit button calls it (the page is not
   * reloaded). Without it the filters apply as they change.
   */
  onSubmit?: () => void;
  /** Minimum width of a field in pixels: as many per row as fit (default 180). */
  minFieldWidth?: number;
  id?: string;
}

/**
 * The filters above a list or report, as a search landmark: the fields in a grid (as many per row
 * as fit), the buttons after them on the last row, bottoms lined up; the buttons move under the
 * fields when the row is too narrow.
 */
export function FilterBar({
  children,
  actions,
  onSubmit,
  minFieldWidth = 180,
  ...props
}: FilterBarProps) {
  const submit = onSubmit
    ? (event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }
    : undefined;
  return (
    <FilterBarRoot as={onSubmit ? 'form' : 'div'} role="search" onSubmit={submit} {...props}>
      <FilterFields $minFieldWidth={minFieldWidth}>{children}</FilterFields>
      {actions ? <FilterActions data-part="actions">{actions}</FilterActions> : null}
    </FilterBarRoot>
  );
}
