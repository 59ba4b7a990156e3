export type { AppShellProps, ShellUser } from './AppShell';
export { AppShell, layoutForWidth, MOBILE_BREAKPOINT } from './AppShell';
export type { ChromeIconName } from './chromeIcons';
export { ChromeIcon } from './chromeIcons';
