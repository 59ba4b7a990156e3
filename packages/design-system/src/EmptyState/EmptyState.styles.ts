import styled from 'styled-components';

export const EmptyRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ds-space-3);
  padding: var(--ds-space-7) var(--ds-space-5);
  text-align: center;
  color: var(--ds-color-text-muted);

  &[data-size='sm'] {
    padding: var(--ds-space-5) var(--ds-space-4);
  }
`;

export const EmptyIcon = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  border-radius: var(--ds-radius-full);
  background: var(--ds-color-surface-sunken);
  color: var(--ds-color-text-muted);
  font-size: 24px;
`;

export const EmptyTitle = styled.p`
  margin: 0;
  font-size: var(--ds-font-size-md);
  font-weight: var(--ds-font-weight-semibold);
  color: var(--ds-color-text);
`;

export const EmptyDescription = styled.p`
  margin: 0;
  max-width: 48ch;
`;
