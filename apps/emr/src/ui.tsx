import styled from 'styled-components';

/** Small page-level boxes of this app (notices and loading text); no component restyling. */
export const NoticeBox = styled.div`
  margin: var(--ds-space-6) auto;
  max-width: 560px;
  padding: var(--ds-space-5) var(--ds-space-6);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface-raised);
  display: grid;
  gap: var(--ds-space-4);
  justify-items: start;
  p {
    margin: 0;
    color: var(--ds-color-text-muted);
  }
`;

export const BootNotice = styled.p.attrs({ role: 'status' })`
  margin: var(--ds-space-7);
  color: var(--ds-color-text-muted);
`;

export const PageTitle = styled.h1`
  margin: 0 0 var(--ds-space-5);
  font-size: var(--ds-font-size-xl);
  font-weight: var(--ds-font-weight-semibold);
`;

export const Panel = styled.section`
  padding: var(--ds-space-5);
  border: 1px solid var(--ds-color-border);
  border-radius: var(--ds-radius-lg);
  background: var(--ds-color-surface-raised);
`;
