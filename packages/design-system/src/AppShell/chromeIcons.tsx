import type { SVGProps } from 'react';

type ChromeIconProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/** Stroke paths of the page-chrome icons (kept here until the shared icon set carries them). */
const chromePaths = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronsLeft: 'M11 6l-6 6 6 6M18 6l-6 6 6 6',
  chevronsRight: 'M6 6l6 6-6 6M13 6l6 6-6 6',
  arrowUp: 'M12 19V5M6 11l6-6 6 6',
  arrowDown: 'M12 5v14M6 13l6 6 6-6',
  logout: 'M9 4H5v16h4M16 16l4-4-4-4M20 12H9',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6',
  home: 'M4 11l8-7 8 7v9h-5v-6H9v6H4z',
  folder: 'M3 6h6l2 2h10v11H3z',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  inbox: 'M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5',
} as const;

export type ChromeIconName = keyof typeof chromePaths;

/** A decorative stroke icon of the page chrome; hidden from assistive technology. */
export function ChromeIcon({ name, ...props }: ChromeIconProps & { name: ChromeIconName }) {
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
      <path d={chromePaths[name]} />
    </svg>
  );
}
