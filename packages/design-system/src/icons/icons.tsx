import type { SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'name'>;

const paths = {
  plus: 'M12 5v14M5 12h14',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  edit: 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4',
  close: 'M6 6l12 12M18 6L6 18',
  check: 'M5 12l5 5L20 7',
  alert: 'M12 3l10 18H2L12 3zM12 10v5M12 18v.01',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7v.01',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  chevronDown: 'M6 9l6 6 6-6',
  search: 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4',
} as const;

/** A decorative stroke icon; it is hidden from assistive technology (name the control instead). */
export function Icon({ name, ...props }: IconProps & { name: keyof typeof paths }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}

export const IconPlus = (props: IconProps) => <Icon name="plus" {...props} />;
export const IconTrash = (props: IconProps) => <Icon name="trash" {...props} />;
export const IconEdit = (props: IconProps) => <Icon name="edit" {...props} />;
export const IconClose = (props: IconProps) => <Icon name="close" {...props} />;
export const IconCheck = (props: IconProps) => <Icon name="check" {...props} />;
export const IconAlert = (props: IconProps) => <Icon name="alert" {...props} />;
export const IconInfo = (props: IconProps) => <Icon name="info" {...props} />;
export const IconCalendar = (props: IconProps) => <Icon name="calendar" {...props} />;
export const IconChevronDown = (props: IconProps) => <Icon name="chevronDown" {...props} />;
export const IconSearch = (props: IconProps) => <Icon name="search" {...props} />;
