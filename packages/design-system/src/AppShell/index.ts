export type { AppShellProps, ShellUser } from './AppShell';
export { AppShell, layoutForWidth, MOBILE_BREAKPOINT } from './AppShell';
