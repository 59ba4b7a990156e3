export type { AppShellProps, ShellCopyright, ShellUser } from './AppShell';
export { AppShell } from './AppShell';
export { copyrightText } from './copyright';
export { DESKTOP_BREAKPOINT, layoutForWidth, MOBILE_BREAKPOINT } from './layout';
