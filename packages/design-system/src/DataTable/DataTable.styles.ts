import { Table as RACTable } from 'react-aria-components';
import styled from 'styled-components';

/**
 * The scroll container. It is a size container: under 768 px of its own width the table keeps a
 * readable minimum width, scrolls sideways and pins its first column.
 */
export const TableFrame = styled.div`
  position: relative;
  container-type: inline-size;
  container-name: ds-table;
  width: 100%;
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-raised);

  &[aria-busy='true'] tbody > tr > td {
    color: var(--ds-color-text-muted);
  }
`;

export const TableScroll = styled.div`
  /* The containing block of the cells' visually hidden parts (React Aria's absolutely placed
     inputs and texts): without it they escape this scroller and widen the page on a phone. */
  position: relative;
  overflow-x: auto;
  border-radius: inherit;
`;

export const LoadingBar = styled.div`
  position: absolute;
  inset: 0 0 auto 0;
  z-index: 2;
`;

export const StyledTable = styled(RACTable)`
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--ds-font-size-sm);
  outline: none;

  &[data-focus-visible] {
    box-shadow: inset 0 0 0 2px var(--ds-color-focus);
  }

  & tbody > tr {
    outline: none;
  }
  & tbody > tr > td {
    border-bottom: 1px solid var(--ds-color-border);
    background: var(--ds-color-surface-raised);
  }
  & tbody > tr:last-child > td {
    border-bottom: none;
  }
  & tbody > tr[data-hovered] > td {
    background: var(--ds-color-surface);
  }
  & tbody > tr[data-focus-visible] > td {
    box-shadow:
      inset 0 2px 0 var(--ds-color-focus),
      inset 0 -2px 0 var(--ds-color-focus);
  }

  /* The header and body cells are React Aria's own (no styled wrapper per cell: a list page
     draws a few hundred of them), styled here once. */
  & > thead > tr > th {
    padding: var(--ds-space-4) var(--ds-space-4);
    background: var(--ds-color-surface);
    border-bottom: 1px solid var(--ds-color-border);
    color: var(--ds-color-text);
    font-weight: var(--ds-font-weight-semibold);
    text-align: start;
    white-space: nowrap;
    outline: none;

    &[data-align='end'] {
      text-align: end;
    }
    &[data-align='center'] {
      text-align: center;
    }
    &[data-allows-sorting] {
      cursor: pointer;
    }
    &[data-hovered][data-allows-sorting] {
      background: var(--ds-color-surface-sunken);
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px var(--ds-color-focus);
    }

    & [data-part='sort'] {
      display: inline-flex;
      vertical-align: middle;
      margin-inline-start: var(--ds-space-2);
      color: var(--ds-color-text-muted);
    }
    & [data-part='sort'][data-direction] {
      color: var(--ds-color-accent);
    }
  }

  /* Not the empty state's one cell (it lays out its own message). */
  & > tbody:not([data-empty]) > tr > td {
    padding: var(--ds-space-3) var(--ds-space-4);
    vertical-align: middle;
    outline: none;

    &[data-align='end'] {
      text-align: end;
      font-variant-numeric: tabular-nums;
    }
    &[data-align='center'] {
      text-align: center;
    }
    &[data-kind='money'],
    &[data-kind='date'],
    &[data-kind='dateTime'] {
      white-space: nowrap;
    }
    &[data-focus-visible] {
      box-shadow: inset 0 0 0 2px var(--ds-color-focus);
    }
  }

  @container ds-table (max-width: 767px) {
    min-width: 640px;
    & th:first-child,
    & td:first-child {
      position: sticky;
      left: 0;
      z-index: 1;
      box-shadow: 1px 0 0 var(--ds-color-border);
    }
  }
`;

export const Actions = styled.div`
  display: inline-flex;
  gap: var(--ds-space-2);
  align-items: center;
`;
