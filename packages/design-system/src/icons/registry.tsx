import type { IconComponent, IconProps } from './IconBase';
import {
  IconActivity,
  IconAlert,
  IconArrowDown,
  IconArrowUp,
  IconBed,
  IconBold,
  IconBox,
  IconBulletList,
  IconCalendar,
  IconChart,
  IconCheck,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconClipboard,
  IconClose,
  IconDownload,
  IconEdit,
  IconFile,
  IconFlask,
  IconFolder,
  IconHeading,
  IconHome,
  IconInbox,
  IconInfo,
  IconItalic,
  IconLink,
  IconLogout,
  IconMenu,
  IconMonitor,
  IconOrderedList,
  IconPlus,
  IconRedo,
  IconSearch,
  IconSettings,
  IconShield,
  IconStrike,
  IconTag,
  IconTrash,
  IconUnderline,
  IconUndo,
  IconUpload,
  IconUser,
  IconUsers,
  IconWallet,
} from './icons';

/** Every icon by name (the menu catalogue and the story pick icons by name). */
export const icons = {
  plus: IconPlus,
  trash: IconTrash,
  edit: IconEdit,
  close: IconClose,
  check: IconCheck,
  search: IconSearch,
  download: IconDownload,
  upload: IconUpload,
  logout: IconLogout,
  menu: IconMenu,
  alert: IconAlert,
  info: IconInfo,
  chevronDown: IconChevronDown,
  chevronLeft: IconChevronLeft,
  chevronRight: IconChevronRight,
  chevronsLeft: IconChevronsLeft,
  chevronsRight: IconChevronsRight,
  arrowUp: IconArrowUp,
  arrowDown: IconArrowDown,
  calendar: IconCalendar,
  user: IconUser,
  users: IconUsers,
  home: IconHome,
  folder: IconFolder,
  file: IconFile,
  inbox: IconInbox,
  clipboard: IconClipboard,
  tag: IconTag,
  box: IconBox,
  chart: IconChart,
  activity: IconActivity,
  bed: IconBed,
  shield: IconShield,
  wallet: IconWallet,
  flask: IconFlask,
  monitor: IconMonitor,
  settings: IconSettings,
  heading: IconHeading,
  bold: IconBold,
  italic: IconItalic,
  underline: IconUnderline,
  strike: IconStrike,
  link: IconLink,
  bulletList: IconBulletList,
  orderedList: IconOrderedList,
  undo: IconUndo,
  redo: IconRedo,
} as const satisfies Record<string, IconComponent>;

export type IconName = keyof typeof icons;

/** The names of the set, in the order of the catalogue. */
export const iconNames = /* @__PURE__ */ Object.keys(icons) as IconName[];

/**
 * An icon chosen by name, e.g. from a menu definition. It loads the whole set: components import
 * the named icons (`IconPlus`) instead.
 */
export function Icon({ name, ...props }: IconProps & { name: IconName }) {
  const Component = icons[name];
  return <Component {...props} />;
}

/** @deprecated The page-chrome icons joined the one set: use `Icon`. */
export const ChromeIcon = Icon;
/** @deprecated Use `IconName`. */
export type ChromeIconName = IconName;
