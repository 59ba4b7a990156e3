import styled from 'styled-components';
import { gapFromAttribute } from '../internal/layout';

/** The query container: the columns follow the width they are given, not the window's. */
export const ColumnsContainer = styled.div`
  container-type: inline-size;
  min-width: 0;

  &[data-fill-height] {
    height: 100%;
  }
`;

export const ColumnsGrid = styled.div<{ $template: string; $collapseBelow: number }>`
  display: grid;
  grid-template-columns: ${(p) => p.$template};

  [data-fill-height] > & {
    height: 100%;
    grid-auto-rows: minmax(0, 1fr);
  }

  &[data-align='start'] {
    align-items: start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }

  & > [data-span='all'] {
    grid-column: 1 / -1;
  }
  & > [data-span='2'] {
    grid-column: span 2;
  }
  & > [data-span='3'] {
    grid-column: span 3;
  }

  ${gapFromAttribute}

  ${(p) =>
    p.$collapseBelow > 0
      ? `@container (max-width: ${p.$collapseBelow - 0.02}px) {
    grid-template-columns: minmax(0, 1fr);
    & > [data-span] {
      grid-column: 1 / -1;
    }
    [data-fill-height] > & {
      height: auto;
      grid-auto-rows: auto;
    }
  }`
      : ''}
`;

export const ColumnsCell = styled.div`
  min-width: 0;
`;
