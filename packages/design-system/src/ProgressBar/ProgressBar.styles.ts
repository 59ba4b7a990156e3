import { ProgressBar as RACProgressBar } from 'react-aria-components';
import styled from 'styled-components';

export const StyledProgressBar = styled(RACProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: var(--ds-space-2) var(--ds-space-3);
  width: 100%;
  font-size: var(--ds-font-size-xs);
  color: var(--ds-color-text);

  & [data-part='label'] {
    font-weight: var(--ds-font-weight-medium);
  }
  & [data-part='value'] {
    color: var(--ds-color-text-muted);
    font-variant-numeric: tabular-nums;
  }
  &[data-label-hidden] {
    grid-template-columns: 1fr;
  }
`;

export const Track = styled.div`
  grid-column: 1 / -1;
  position: relative;
  height: 8px;
  overflow: hidden;
  border-radius: var(--ds-radius-full);
  background: var(--ds-color-surface-sunken);
  box-shadow: inset 0 0 0 1px var(--ds-color-border);

  &[data-size='sm'] {
    height: 4px;
  }
  @media (forced-colors: active) {
    border: 1px solid CanvasText;
  }
`;

export const Fill = styled.div`
  position: absolute;
  inset: 0 auto 0 0;
  border-radius: inherit;
  background: var(--ds-color-accent);

  &[data-tone='success'] {
    background: var(--ds-color-status-success-solid);
  }
  &[data-tone='danger'] {
    background: var(--ds-color-status-danger-solid);
  }
  &[data-indeterminate] {
    width: 40%;
    animation: ds-progress-slide 1.2s ease-in-out infinite;
  }
  @keyframes ds-progress-slide {
    from {
      left: -40%;
    }
    to {
      left: 100%;
    }
  }
  @media (forced-colors: active) {
    background: Highlight;
  }
`;
