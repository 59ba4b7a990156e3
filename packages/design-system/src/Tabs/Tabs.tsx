import {
  Tab as RACTab,
  TabList as RACTabList,
  type TabListProps as RACTabListProps,
  TabPanel as RACTabPanel,
  type TabPanelProps as RACTabPanelProps,
  type TabProps as RACTabProps,
  Tabs as RACTabs,
  type TabsProps as RACTabsProps,
} from 'react-aria-components';
import styled from 'styled-components';

const StyledTabs = styled(RACTabs)`
  display: flex;
  flex-direction: column;
  gap: var(--ds-space-4);

  &[data-orientation='vertical'] {
    flex-direction: row;
  }
`;

const StyledTabList = styled(RACTabList<object>)`
  display: flex;
  gap: var(--ds-space-2);
  overflow-x: auto;
  border-bottom: 1px solid var(--ds-color-border);

  &[data-orientation='vertical'] {
    flex-direction: column;
    border-bottom: none;
    border-inline-end: 1px solid var(--ds-color-border);
  }
`;

const StyledTab = styled(RACTab)`
  padding: var(--ds-space-3) var(--ds-space-4);
  margin-bottom: -1px;
  border-bottom: 2px solid transparent;
  color: var(--ds-color-text-muted);
  font-weight: var(--ds-font-weight-medium);
  white-space: nowrap;
  cursor: pointer;
  outline: none;

  &[data-hovered] {
    color: var(--ds-color-text);
  }
  &[data-selected] {
    color: var(--ds-color-accent-hover);
    border-bottom-color: var(--ds-color-accent);
  }
  &[data-focus-visible] {
    border-radius: var(--ds-radius-sm);
    box-shadow: var(--ds-focus-ring);
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  @media (forced-colors: active) {
    &[data-selected] {
      border-bottom-color: Highlight;
    }
  }
`;

const StyledTabPanel = styled(RACTabPanel)`
  outline: none;
  border-radius: var(--ds-radius-sm);

  &[data-focus-visible] {
    box-shadow: var(--ds-focus-ring);
  }
`;

export interface TabsProps extends Omit<RACTabsProps, 'className' | 'style'> {}

/** Tabs (React Aria): arrow keys move between tabs, Home/End jump, the panel follows. */
export function Tabs(props: TabsProps) {
  return <StyledTabs {...props} />;
}

export interface TabListProps extends Omit<RACTabListProps<object>, 'className' | 'style'> {
  /** The list's accessible name, e.g. 'Bagian rekam medis'. */
  'aria-label': string;
}

export function TabList(props: TabListProps) {
  return <StyledTabList {...props} />;
}

export interface TabProps extends Omit<RACTabProps, 'className' | 'style'> {}

export function Tab(props: TabProps) {
  return <StyledTab {...props} />;
}

export interface TabPanelProps extends Omit<RACTabPanelProps, 'className' | 'style'> {}

export function TabPanel(props: TabPanelProps) {
  return <StyledTabPanel {...props} />;
}
