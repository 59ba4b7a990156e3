import styled from 'styled-components';

export const Chip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ds-space-2);
  max-width: 100%;
  padding: var(--ds-space-1) var(--ds-space-3);
  border: 1px solid;
  border-radius: var(--ds-radius-full);
  font-size: var(--ds-font-size-xs);
  font-weight: var(--ds-font-weight-semibold);
  line-height: var(--ds-line-height-tight);
  white-space: nowrap;

  ${['neutral', 'info', 'progress', 'success', 'warning', 'danger', 'muted']
    .map(
      (tone) => `
  &[data-tone='${tone}'] {
    background: var(--ds-color-status-${tone}-bg);
    color: var(--ds-color-status-${tone}-fg);
    border-color: var(--ds-color-status-${tone}-border);
  }`,
    )
    .join('\n')}

  &[data-tone='muted'] {
    border-style: dashed;
  }
  @media (forced-colors: active) {
    border-color: CanvasText;
  }
`;

/** A small mark whose shape also differs per tone, so colour is never the only cue. */
export const Mark = styled.span`
  flex: none;
  width: 8px;
  height: 8px;
  background: currentColor;
  border-radius: 50%;
  &[data-tone='warning'] {
    border-radius: 1px;
    transform: rotate(45deg);
  }
  &[data-tone='danger'] {
    border-radius: 1px;
  }
  &[data-tone='muted'],
  &[data-tone='neutral'] {
    background: transparent;
    border: 2px solid currentColor;
  }
`;
