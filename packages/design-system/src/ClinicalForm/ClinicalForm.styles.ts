import styled from 'styled-components';

export const Sections = styled.div`
  display: grid;
  gap: var(--ds-space-5);
`;

export const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  gap: var(--ds-space-4);
  align-items: start;
`;

export const FieldSlot = styled.div`
  grid-column: span 6;
  min-width: 0;

  @media (min-width: 768px) {
    &[data-width='half'] {
      grid-column: span 3;
    }
    &[data-width='third'] {
      grid-column: span 2;
    }
  }

  & fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    display: grid;
    gap: var(--ds-space-3);
  }

  & legend {
    font-weight: var(--ds-font-weight-semibold);
    margin-bottom: var(--ds-space-2);
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: var(--ds-space-3);

  &[data-align='start'] {
    justify-content: flex-start;
  }
`;

export const RepeatRow = styled.div`
  display: grid;
  gap: var(--ds-space-3);
  padding: var(--ds-space-4);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-md);
  justify-items: start;

  & > :first-child {
    width: 100%;
  }
`;

export const RegionTable = styled.div`
  display: grid;
  gap: var(--ds-space-2);

  & > [role='row'] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ds-space-2);
    padding-bottom: var(--ds-space-2);
    border-bottom: 1px solid var(--ds-color-border);
  }

  @media (min-width: 768px) {
    & > [role='row'] {
      grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
      align-items: start;
    }
  }

  & [data-region-choice] [role='radiogroup'] > div:last-of-type,
  & [data-region-choice] [role='radiogroup'] {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const GroupError = styled.p`
  margin: var(--ds-space-2) 0 0;
  color: var(--ds-color-danger);
  font-size: var(--ds-font-size-xs);
`;

export const ValuesList = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  gap: var(--ds-space-2) var(--ds-space-4);
  margin: 0;

  & dt {
    color: var(--ds-color-text-muted);
  }
  & dd {
    margin: 0;
    white-space: pre-line;
  }
`;

export const PrintPage = styled.article`
  width: 210mm;
  min-height: 297mm;
  box-sizing: border-box;
  padding: 15mm;
  background: #fff;
  color: #000;
  font-size: 10pt;
  line-height: 1.4;

  @media print {
    @page {
      size: A4;
      margin: 0;
    }
  }

  & header {
    border-bottom: 2px solid #000;
    margin-bottom: 4mm;
    padding-bottom: 2mm;
  }
  & h1 {
    font-size: 14pt;
    margin: 0 0 2mm;
  }
  & h2 {
    font-size: 11pt;
    margin: 4mm 0 1mm;
    border-bottom: 1px solid #999;
  }
  & dl {
    display: grid;
    grid-template-columns: 55mm 1fr;
    gap: 1mm 4mm;
    margin: 0;
  }
  & dd {
    margin: 0;
    white-space: pre-line;
  }
  & footer {
    margin-top: 8mm;
    display: flex;
    justify-content: space-between;
    gap: 8mm;
  }
`;
