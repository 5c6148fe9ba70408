export { SubsiteHeader, defaultSubsiteHeaderLabels } from './SubsiteHeader';
export type { SubsiteHeaderProps, SubsiteHeaderLabels, SubsiteBanner } from './SubsiteHeader';
