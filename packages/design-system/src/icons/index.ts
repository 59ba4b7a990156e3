export type { IconProps } from './icons';
export {
  Icon,
  IconAlert,
  IconCalendar,
  IconCheck,
  IconChevronDown,
  IconClose,
  IconEdit,
  IconInfo,
  IconPlus,
  IconSearch,
  IconTrash,
} from './icons';
