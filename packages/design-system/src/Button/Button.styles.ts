import { Button as RACButton } from 'react-aria-components';
import styled, { css } from 'styled-components';

export const buttonBase = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: var(--ds-space-3);
  min-height: 36px;
  padding: 0 var(--ds-space-5);
  border: 1px solid transparent;
  border-radius: var(--ds-radius-md);
  font: inherit;
  font-weight: var(--ds-font-weight-semibold);
  line-height: var(--ds-line-height-tight);
  text-decoration: none;
  cursor: pointer;
  outline: none;
  transition: background-color 120ms, border-color 120ms;
  -webkit-tap-highlight-color: transparent;

  &[data-size='sm'] {
    min-height: 28px;
    padding: 0 var(--ds-space-4);
    font-size: var(--ds-font-size-xs);
  }

  &[data-variant='primary'] {
    background: var(--ds-color-accent);
    color: var(--ds-color-on-accent);
  }
  &[data-variant='primary'][data-hovered] {
    background: var(--ds-color-accent-hover);
  }
  &[data-variant='primary'][data-pressed] {
    background: var(--ds-color-accent-pressed);
  }

  &[data-variant='secondary'] {
    background: var(--ds-color-surface-raised);
    color: var(--ds-color-text);
    border-color: var(--ds-color-border-strong);
  }
  &[data-variant='secondary'][data-hovered] {
    background: var(--ds-color-surface-sunken);
  }
  &[data-variant='secondary'][data-pressed] {
    background: var(--ds-color-border);
  }

  &[data-variant='danger'] {
    background: var(--ds-color-danger);
    color: var(--ds-color-on-danger);
  }
  &[data-variant='danger'][data-hovered],
  &[data-variant='danger'][data-pressed] {
    background: var(--ds-color-danger-hover);
  }

  &[data-variant='ghost'] {
    background: transparent;
    color: var(--ds-color-accent);
  }
  &[data-variant='ghost'][data-hovered] {
    background: var(--ds-color-accent-subtle);
  }

  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[data-pending] {
    cursor: progress;
  }
  @media (forced-colors: active) {
    border-color: ButtonText;
    &[data-focus-visible] {
      outline: 2px solid Highlight;
      outline-offset: 2px;
    }
  }
`;

export const StyledButton = styled(RACButton)`
  ${buttonBase}
`;

export const StyledIconButton = styled(RACButton)`
  ${buttonBase}
  min-height: 36px;
  width: 36px;
  padding: 0;
  &[data-size='sm'] {
    min-height: 28px;
    width: 28px;
    padding: 0;
  }
  & svg {
    width: 18px;
    height: 18px;
  }
`;

export const Spinner = styled.span`
  width: 1em;
  height: 1em;
  border-radius: 50%;
  border: 2px solid currentColor;
  border-right-color: transparent;
  animation: ds-spin 0.8s linear infinite;
  @keyframes ds-spin {
    to {
      transform: rotate(360deg);
    }
  }
`;
