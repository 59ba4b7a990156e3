import styled from 'styled-components';

/** The fields' block and the buttons in one wrapping row, bottoms lined up. */
export const FilterBarRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--ds-space-4);
  margin: 0;
  min-width: 0;
`;

/** The fields: as many per row as fit the width the buttons leave. */
export const FilterFields = styled.div<{ $minFieldWidth: number }>`
  flex: 1 1 ${(p) => p.$minFieldWidth}px;
  min-width: min(100%, ${(p) => p.$minFieldWidth}px);
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, ${(p) => p.$minFieldWidth}px), 1fr));
  align-items: end;
  gap: var(--ds-space-4);
`;

export const FilterActions = styled.div`
  flex: 0 0 auto;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-3);
`;
