import { Breadcrumbs } from 'react-aria-components';
import styled from 'styled-components';

export const HeaderRoot = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--ds-space-4);
  padding-bottom: var(--ds-space-5);
`;

export const TitleBlock = styled.div`
  display: grid;
  gap: var(--ds-space-2);
  min-width: 0;
`;

export const PageTitle = styled.h1`
  margin: 0;
  font-size: var(--ds-font-size-xl);
  font-weight: var(--ds-font-weight-bold);
  line-height: var(--ds-line-height-tight);
  color: var(--ds-color-text);
`;

export const StyledBreadcrumbs = styled(Breadcrumbs)`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ds-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--ds-font-size-xs);
  color: var(--ds-color-text-muted);

  & li {
    display: inline-flex;
    align-items: center;
    gap: var(--ds-space-2);
  }
  & li:not(:last-child)::after {
    content: '/';
    color: var(--ds-color-text-muted);
  }
  & a {
    color: var(--ds-color-accent);
    text-decoration: none;
    border-radius: var(--ds-radius-sm);
    outline: none;
  }
  & a[data-hovered] {
    text-decoration: underline;
  }
  & a[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
  & a[data-current] {
    color: var(--ds-color-text);
    cursor: default;
    text-decoration: none;
  }
`;

export const ActionBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ds-space-3);
`;

export const ExportProgress = styled.div`
  width: 180px;
`;
