export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs';
export { Tab, TabList, TabPanel, Tabs } from './Tabs';
