import styled, { createGlobalStyle } from 'styled-components';

/** The printer's page: paper size and no browser margins (headers and footers vanish). */
export const PageRule = createGlobalStyle<{ $pageSize: string }>`
  @page {
    size: ${(props) => props.$pageSize};
    margin: 0;
  }
  @media print {
    body {
      margin: 0;
      background: #fff;
    }
  }
`;

export const Paper = styled.article`
  box-sizing: border-box;
  background: var(--ds-color-surface-raised);
  color: var(--ds-color-text);
  font-family: var(--ds-font-family-sans);
  font-size: var(--ds-font-size-xs);
  line-height: var(--ds-line-height-tight);
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-2);
  overflow: hidden;

  &[data-size='ticket'] {
    text-align: center;
    align-items: center;
  }
  &[data-size='label'] {
    font-size: 10px;
    gap: var(--ds-space-1);
  }
  @media screen {
    border: 1px dashed var(--ds-color-border-strong);
  }
  @media print {
    color: #000;
    background: #fff;
  }
`;

export const Title = styled.h1`
  margin: 0;
  font-size: var(--ds-font-size-sm);
  font-weight: var(--ds-font-weight-bold);
  text-transform: uppercase;
`;

export const Big = styled.p`
  margin: var(--ds-space-2) 0;
  font-size: 40px;
  font-weight: var(--ds-font-weight-bold);
  letter-spacing: 0.04em;
`;

export const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: var(--ds-space-3);
  width: 100%;
  & > dt {
    font-weight: var(--ds-font-weight-medium);
  }
  & > dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const Divider = styled.hr`
  width: 100%;
  margin: var(--ds-space-2) 0;
  border: 0;
  border-top: 1px dashed currentColor;
`;
