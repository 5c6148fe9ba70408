export { Breadcrumb, defaultBreadcrumbLabels } from './Breadcrumb';
export type { BreadcrumbProps, BreadcrumbItem, BreadcrumbLabels } from './Breadcrumb';
