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
  clipboard: 'M9 3h6v4H9zM8 5H5v16h14V5h-3M9 12h6M9 16h4',
  tag: 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01',
  users:
    'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M22 21c0-3-2-5-4-5.5',
  box: 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10',
  chart: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  activity: 'M3 12h4l3-8 4 16 3-8h4',
  bed: 'M3 18V6M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  wallet: 'M3 7h18v12H3zM3 7l3-4h12l3 4M16 13h2',
  flask: 'M9 3h6M10 3v6L4 20h16L14 9V3',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4',
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
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
