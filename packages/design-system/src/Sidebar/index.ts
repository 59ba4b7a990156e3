export type { MenuBadges, MenuItem } from './menu';
export { badgeCount, badgeText, containsPath, isCurrent } from './menu';
export type { SidebarLayout, SidebarProps } from './Sidebar';
export { Sidebar } from './Sidebar';
