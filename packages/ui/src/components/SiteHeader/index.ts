export { SiteHeader, defaultSiteHeaderLabels } from './SiteHeader';
export type { SiteHeaderProps, SiteHeaderLabels, SiteHeaderUser } from './SiteHeader';
