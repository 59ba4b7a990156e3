export type { MenuBadges, MenuItem, PendingCounts } from './menu';
export { badgeCount, badgeText, containsPath, isCurrent, notificationBadges } from './menu';
export type { SidebarLayout, SidebarProps } from './Sidebar';
export { Sidebar } from './Sidebar';
