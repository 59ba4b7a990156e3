import type { SidebarLayout } from '../Sidebar/Sidebar';

/** Spec section 9: under 768 px is mobile. */
export const MOBILE_BREAKPOINT = 768;
/** Spec section 9: 768-991 px is a tablet; from 992 px the desktop layout. */
export const DESKTOP_BREAKPOINT = 992;

/**
 * The shell's layout at a width: an overlay menu on a phone, the tablet's mini menu with the full
 * one over the page, docked on a desktop (0, not measured yet, counts as desktop).
 */
export function layoutForWidth(width: number): SidebarLayout {
  if (width <= 0 || width >= DESKTOP_BREAKPOINT) return 'docked';
  return width < MOBILE_BREAKPOINT ? 'overlay' : 'tablet';
}
