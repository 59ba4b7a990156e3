import { SearchField } from 'react-aria-components';
import styled from 'styled-components';

export const SearchRoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-3);
`;

export const StyledSearchField = styled(SearchField)`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1 1 240px;
  max-width: 420px;

  & [data-part='icon'] {
    position: absolute;
    left: var(--ds-space-4);
    color: var(--ds-color-text-muted);
    pointer-events: none;
  }
  & input {
    width: 100%;
    min-height: 36px;
    padding: 0 36px 0 36px;
    border: 1px solid var(--ds-color-border-strong);
    border-radius: var(--ds-radius-md);
    background: var(--ds-color-surface-raised);
    color: var(--ds-color-text);
    font: inherit;
    outline: none;
  }
  & input::placeholder {
    color: var(--ds-color-text-muted);
    opacity: 1;
  }
  & input::-webkit-search-cancel-button {
    display: none;
  }
  & input[data-focused] {
    border-color: var(--ds-color-accent);
    box-shadow: var(--ds-focus-ring);
  }
  & [data-part='clear'] {
    position: absolute;
    right: var(--ds-space-2);
  }
  &[data-empty] [data-part='clear'] {
    display: none;
  }
`;
