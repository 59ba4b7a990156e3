import { formatNumber } from '@simrs/validators';
import { Label, SelectValue } from 'react-aria-components';
import {
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
} from '../icons';
import {
  Gap,
  PageButton,
  PageList,
  PaginationRoot,
  SizeList,
  SizeOption,
  SizePopover,
  SizeSelect,
  Summary,
} from './Pagination.styles';
import { lastPageOf, PAGE_SIZE_CHOICES, pageItems, pageRange } from './pages';

export interface PaginationProps {
  /** The current page, 1-based. */
  page: number;
  /** Rows per page (`shown` in the list query). */
  shown: number;
  /** Total rows of the list (the server's `total`). */
  total: number;
  /**
   * False when `total` is only a lower bound (the server's `totalExact`: it stopped counting):
   * the summary says 'lebih dari {total}'. Default true.
   */
  isTotalExact?: boolean;
  onPageChange: (page: number) => void;
  /** Called with the new size; omit to hide the size picker. */
  onShownChange?: (shown: number) => void;
  pageSizes?: readonly number[];
  /** Accessible name of the page navigation. */
  'aria-label'?: string;
  isDisabled?: boolean;
}

/**
 * Page navigation for server-paginated lists: a page-size picker (10, 20, 25, 30; 25 by default),
 * the range and total, and page numbers with first/previous/next/last.
 */
export function Pagination({
  page,
  shown,
  total,
  isTotalExact = true,
  onPageChange,
  onShownChange,
  pageSizes = PAGE_SIZE_CHOICES,
  isDisabled = false,
  'aria-label': ariaLabel = 'Navigasi halaman',
}: PaginationProps) {
  const last = lastPageOf(total, shown);
  const current = Math.min(Math.max(1, page), last);
  const { from, to } = pageRange(current, shown, total);
  const sizes = pageSizes.includes(shown) ? pageSizes : [...pageSizes, shown].sort((a, b) => a - b);
  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= last) onPageChange(target);
  };

  return (
    <PaginationRoot>
      {onShownChange ? (
        <SizeSelect
          selectedKey={shown}
          onSelectionChange={(key) => {
            const next = Number(key);
            if (Number.isFinite(next) && next !== shown) onShownChange(next);
          }}
          isDisabled={isDisabled}
        >
          <Label>Tampilkan</Label>
          <PageButton data-part="trigger">
            <SelectValue />
            <IconChevronDown />
          </PageButton>
          <SizePopover>
            <SizeList>
              {sizes.map((size) => (
                <SizeOption key={size} id={size}>
                  {String(size)}
                </SizeOption>
              ))}
            </SizeList>
          </SizePopover>
        </SizeSelect>
      ) : null}
      <Summary>
        {total > 0
          ? `Menampilkan ${formatNumber(from)}–${formatNumber(to)} dari ${isTotalExact ? '' : 'lebih dari '}${formatNumber(total)} data`
          : 'Tidak ada data'}
      </Summary>
      <nav aria-label={ariaLabel}>
        <PageList>
          <li>
            <PageButton
              aria-label="Halaman pertama"
              isDisabled={isDisabled || current <= 1}
              onPress={() => go(1)}
            >
              <IconChevronsLeft />
            </PageButton>
          </li>
          <li>
            <PageButton
              aria-label="Halaman sebelumnya"
              isDisabled={isDisabled || current <= 1}
              onPress={() => go(current - 1)}
            >
              <IconChevronLeft />
            </PageButton>
          </li>
          {pageItems(current, last).map((item) =>
            item.type === 'gap' ? (
              <li key={item.key} aria-hidden="true">
                <Gap>…</Gap>
              </li>
            ) : (
              <li key={item.page}>
                <PageButton
                  aria-label={`Halaman ${item.page}`}
                  aria-current={item.page === current ? 'page' : undefined}
                  isDisabled={isDisabled}
                  onPress={() => go(item.page)}
                >
                  {item.page}
                </PageButton>
              </li>
            ),
          )}
          <li>
            <PageButton
              aria-label="Halaman berikutnya"
              isDisabled={isDisabled || current >= last}
              onPress={() => go(current + 1)}
            >
              <IconChevronRight />
            </PageButton>
          </li>
          <li>
            <PageButton
              aria-label="Halaman terakhir"
              isDisabled={isDisabled || current >= last}
              onPress={() => go(last)}
            >
              <IconChevronsRight />
            </PageButton>
          </li>
        </PageList>
      </nav>
    </PaginationRoot>
  );
}
