import styled from 'styled-components';

export const Banner = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ds-space-3);
  padding: var(--ds-space-4) var(--ds-space-5);
  border: 1px solid;
  border-radius: var(--ds-radius-md);
  &[data-tone='error'] {
    background: var(--ds-color-status-danger-bg);
    border-color: var(--ds-color-status-danger-border);
    color: var(--ds-color-status-danger-fg);
  }
  &[data-tone='success'] {
    background: var(--ds-color-status-success-bg);
    border-color: var(--ds-color-status-success-border);
    color: var(--ds-color-status-success-fg);
  }
  & > svg {
    flex: none;
    margin-top: 2px;
  }
  & > div {
    flex: 1;
  }
  & p {
    margin: 0;
  }
`;
