export { SubsiteTabs, subsiteTabsVariants } from './SubsiteTabs';
export type { SubsiteTabsProps, SubsiteTab, SubsiteTabsVariant } from './SubsiteTabs';
