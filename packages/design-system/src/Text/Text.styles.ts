import styled from 'styled-components';
import { fontSize, fontWeight } from '../tokens';

const sizeRules = Object.keys(fontSize)
  .map((size) => `&[data-size='${size}'] { font-size: var(--ds-font-size-${size}); }`)
  .join('\n');
const weightRules = Object.keys(fontWeight)
  .map((weight) => `&[data-weight='${weight}'] { font-weight: var(--ds-font-weight-${weight}); }`)
  .join('\n');

export const TextRoot = styled.p`
  margin: 0;
  color: var(--ds-color-text);

  &[data-tone='muted'] {
    color: var(--ds-color-text-muted);
  }
  &[data-tone='info'] {
    color: var(--ds-color-status-info-fg);
  }
  &[data-tone='success'] {
    color: var(--ds-color-status-success-fg);
  }
  &[data-tone='warning'] {
    color: var(--ds-color-status-warning-fg);
  }
  &[data-tone='danger'] {
    color: var(--ds-color-status-danger-fg);
  }
  &[data-numeric] {
    font-variant-numeric: tabular-nums;
  }

  ${sizeRules}
  ${weightRules}
`;
