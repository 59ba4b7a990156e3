import { ToggleButton } from 'react-aria-components';
import styled from 'styled-components';
import { visuallyHidden } from '../Numbers/Numbers.styles';

export const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-3);
  min-width: 0;
  color: var(--ds-color-text);

  & svg[role='img'] {
    display: block;
    width: 100%;
    height: auto;
    overflow: visible;
  }
  & svg text {
    fill: var(--ds-color-text-muted);
    font-size: 11px;
    font-family: var(--ds-font-family-sans);
  }
  & svg [data-part='grid'] {
    stroke: var(--ds-color-border);
    stroke-width: 1;
  }
  & svg [data-part='axis'] {
    stroke: var(--ds-color-border-strong);
    stroke-width: 1;
  }
  & svg [data-part='center-value'] {
    fill: var(--ds-color-text);
    font-size: 20px;
    font-weight: var(--ds-font-weight-semibold);
  }
  @media (forced-colors: active) {
    & svg [data-part='mark'] {
      forced-color-adjust: none;
    }
  }
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--ds-space-3);
`;

export const Caption = styled.span`
  font-size: var(--ds-font-size-md);
  font-weight: var(--ds-font-weight-semibold);
`;

export const Description = styled.p`
  margin: 0;
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-xs);
`;

export const TableToggle = styled(ToggleButton)`
  border: 1px solid var(--ds-color-border-strong);
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-surface-raised);
  color: var(--ds-color-text);
  font: inherit;
  font-size: var(--ds-font-size-xs);
  min-height: 28px;
  padding: 0 var(--ds-space-4);
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-selected] {
    background: var(--ds-color-accent-subtle);
    border-color: var(--ds-color-accent);
  }
  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

export const Legend = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2) var(--ds-space-5);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--ds-font-size-xs);

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-2);
  }
`;

export const LegendKey = styled.svg`
  flex: none;
  overflow: visible;
  @media (forced-colors: active) {
    forced-color-adjust: none;
  }
`;
/** Holds the data table: visually hidden (still read by screen readers) until toggled. */
export const TableWrap = styled.div`
  overflow-x: auto;
  &[data-hidden] {
    ${visuallyHidden}
  }
`;

export const DataTable = styled.table`
  border-collapse: collapse;
  font-size: var(--ds-font-size-xs);
  font-variant-numeric: tabular-nums;
  & caption {
    text-align: left;
    font-weight: var(--ds-font-weight-semibold);
    padding-bottom: var(--ds-space-2);
  }
  & th,
  & td {
    padding: var(--ds-space-2) var(--ds-space-3);
    border-bottom: 1px solid var(--ds-color-border);
  }
  & th {
    text-align: left;
    font-weight: var(--ds-font-weight-semibold);
  }
  & td {
    text-align: right;
  }
`;

/** What a chart without data shows in place of its drawing. */
export const NoData = styled.p`
  margin: 0;
  display: grid;
  place-items: center;
  min-height: 120px;
  border: 1px dashed var(--ds-color-border-strong);
  border-radius: var(--ds-radius-md);
  color: var(--ds-color-text-muted);
  font-size: var(--ds-font-size-sm);
`;
