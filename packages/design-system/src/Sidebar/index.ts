export type { MenuBadges, MenuItem, MenuMatch, PendingCounts } from './menu';
export {
  badgeCount,
  badgeText,
  containsPath,
  filterMenu,
  isCurrent,
  MENU_FILTER_MIN_ENTRIES,
  menuEntries,
  notificationBadges,
} from './menu';
export type { SidebarLayout, SidebarProps } from './Sidebar';
export { Sidebar } from './Sidebar';
