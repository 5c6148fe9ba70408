export { SiteFooter, defaultFooterLinks, defaultSiteFooterLabels } from './SiteFooter';
export type {
  SiteFooterProps,
  SiteFooterLabels,
  FooterLink,
  FilingNumber,
  SiteBadge,
} from './SiteFooter';
