export type { BreadcrumbItem, PageHeaderProps } from './PageHeader';
export { PageHeader } from './PageHeader';
