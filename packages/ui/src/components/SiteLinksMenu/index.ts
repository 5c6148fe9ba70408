export { SiteLinksMenu, defaultSiteLinksMenuLabels, groupSiteLinks } from './SiteLinksMenu';
export type { SiteLinksMenuProps, SiteLinkEntry, SiteLinkGroup, SiteLinksMenuLabels } from './SiteLinksMenu';
