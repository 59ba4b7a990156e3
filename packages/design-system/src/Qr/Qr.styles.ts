import styled from 'styled-components';

export const CodeFigure = styled.span`
  display: inline-flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-2);
  color: var(--ds-color-text);

  & svg {
    display: block;
    background: var(--ds-color-surface-raised);
  }
  & svg [data-part='modules'] {
    fill: var(--ds-color-text);
  }
  @media print {
    & svg [data-part='modules'] {
      fill: #000;
    }
  }
`;

export const CodeText = styled.span`
  font-family: var(--ds-font-family-mono);
  font-size: var(--ds-font-size-xs);
  letter-spacing: 0.08em;
`;
