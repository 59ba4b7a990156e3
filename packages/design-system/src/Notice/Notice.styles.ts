import styled from 'styled-components';

export const NoticeRoot = styled.div`
  display: flex;
  align-items: flex-start;
  gap: var(--ds-space-3);
  padding: var(--ds-space-4) var(--ds-space-5);
  border: 1px solid var(--ds-color-status-info-border);
  border-inline-start-width: 4px;
  border-radius: var(--ds-radius-md);
  background: var(--ds-color-status-info-bg);
  color: var(--ds-color-status-info-fg);

  &[data-tone='success'] {
    border-color: var(--ds-color-status-success-border);
    background: var(--ds-color-status-success-bg);
    color: var(--ds-color-status-success-fg);
  }
  &[data-tone='warning'] {
    border-color: var(--ds-color-status-warning-border);
    background: var(--ds-color-status-warning-bg);
    color: var(--ds-color-status-warning-fg);
  }
  &[data-tone='danger'] {
    border-color: var(--ds-color-status-danger-border);
    background: var(--ds-color-status-danger-bg);
    color: var(--ds-color-status-danger-fg);
  }
  & [data-part='action'] {
    flex: none;
    align-self: center;
  }
`;

export const NoticeIcon = styled.span`
  display: inline-flex;
  flex: none;
  /* 20 px beside 16 px text; grows with the theme's type scale. */
  font-size: calc(var(--ds-font-size-md) * 1.25);
  padding-top: 1px;
`;

export const NoticeBody = styled.div`
  display: grid;
  gap: var(--ds-space-1);
  flex: 1;
  min-width: 0;
  font-size: var(--ds-font-size-sm);
`;

export const NoticeTitle = styled.p`
  margin: 0;
  font-weight: var(--ds-font-weight-semibold);
  font-size: var(--ds-font-size-md);
`;
