export type { IconComponent, IconProps } from './IconBase';
export * from './icons';
export type { ChromeIconName, IconName } from './registry';
export { ChromeIcon, Icon, iconNames, icons } from './registry';
