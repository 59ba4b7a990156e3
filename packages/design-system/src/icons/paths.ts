/**
 * The stroke drawings of the icon set: one path per icon on a 24 x 24 grid, drawn with a 2 px
 * round stroke and no fill. Each is its own constant so a bundle keeps only the icons it uses.
 */

// actions
export const plus = 'M12 5v14M5 12h14';
export const trash = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';
export const edit = 'M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4';
export const close = 'M6 6l12 12M18 6L6 18';
export const check = 'M5 12l5 5L20 7';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4';
export const download = 'M12 4v11M7 10l5 5 5-5M5 20h14';
export const upload = 'M12 20V9M7 14l5-5 5 5M5 4h14';
export const logout = 'M9 4H5v16h4M16 16l4-4-4-4M20 12H9';
export const menu = 'M4 6h16M4 12h16M4 18h16';

// feedback
export const alert = 'M12 3l10 18H2L12 3zM12 10v5M12 18v.01';
export const info = 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7v.01';

// direction
export const chevronDown = 'M6 9l6 6 6-6';
export const chevronLeft = 'M15 6l-6 6 6 6';
export const chevronRight = 'M9 6l6 6-6 6';
export const chevronsLeft = 'M11 6l-6 6 6 6M18 6l-6 6 6 6';
export const chevronsRight = 'M6 6l6 6-6 6M13 6l6 6-6 6';
export const arrowUp = 'M12 19V5M6 11l6-6 6 6';
export const arrowDown = 'M12 5v14M6 13l6 6 6-6';

// objects and menu groups
export const calendar = 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-6 8-6s8 2 8 6';
export const users =
  'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-6 7-6s7 2 7 6M16 3.5a4 4 0 0 1 0 7.5M22 21c0-3-2-5-4-5.5';
export const home = 'M4 11l8-7 8 7v9h-5v-6H9v6H4z';
export const folder = 'M3 6h6l2 2h10v11H3z';
export const file = 'M6 3h8l4 4v14H6zM14 3v4h4';
export const inbox = 'M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5';
export const clipboard = 'M9 3h6v4H9zM8 5H5v16h14V5h-3M9 12h6M9 16h4';
export const tag = 'M3 12V3h9l9 9-9 9zM7.5 7.5h.01';
export const box = 'M3 7l9-4 9 4v10l-9 4-9-4zM3 7l9 4 9-4M12 11v10';
export const chart = 'M4 20V10M10 20V4M16 20v-7M22 20H2';
export const activity = 'M3 12h4l3-8 4 16 3-8h4';
export const bed = 'M3 18V6M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11h.01';
export const shield = 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z';
export const wallet = 'M3 7h18v12H3zM3 7l3-4h12l3 4M16 13h2';
export const flask = 'M9 3h6M10 3v6L4 20h16L14 9V3';
export const monitor = 'M3 4h18v12H3zM8 20h8M12 16v4';
export const settings = 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4';

// text formatting
export const heading = 'M6 5v14M18 5v14M6 12h12';
export const bold = 'M7 5h6a3.5 3.5 0 0 1 0 7H7zM7 12h7a3.5 3.5 0 0 1 0 7H7z';
export const italic = 'M10 5h8M6 19h8M14 5l-4 14';
export const underline = 'M7 4v7a5 5 0 0 0 10 0V4M5 20h14';
export const strike =
  'M5 12h14M16 7a4 3 0 0 0-4-2c-2.5 0-4 1.2-4 3M8 17a4 3 0 0 0 4 2c2.5 0 4-1.2 4-3';
export const link =
  'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';
export const bulletList = 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01';
export const orderedList = 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1V9M4 14h3l-3 4h3';
export const undo = 'M9 14L4 9l5-5M4 9h10a6 6 0 0 1 0 12h-3';
export const redo = 'M15 14l5-5-5-5M20 9H10a6 6 0 0 0 0 12h3';
