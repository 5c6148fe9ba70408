import { useLocation } from 'react-router';
import { SubsiteHeader, SubsiteTabs, type SubsiteBanner, type SubsiteTab, type SubsiteTabsVariant } from '@credit-portal/ui';
import { useRouteMeta } from '../shell/routeMeta';
import { useShell } from '../shell/ShellContext';
import { PortalLayout, type LayoutVariant } from './PortalLayout';

/** A sub-site of the portal (spec §2 'Sub-sites'): its name, home, section tabs and banner. */
export interface Subsite {
  /** The name in the header, e.g. 生态环境信用. */
  name: string;
  /** The sub-site's home, where its name leads. */
  href: string;
  /** The section tabs (spec §9 lists them per sub-site); a page lights the tab of its `menuValue`, else of its address. */
  tabs: readonly SubsiteTab[];
  tabsVariant?: SubsiteTabsVariant;
  banner?: SubsiteBanner;
  /** Where the visitor's name leads (a sub-site's own page of the visitor's, e.g. /farming-user); default /user. */
  userCentreHref?: string;
  /** The portal layout under the header: `content` puts the page's title in a header band, `other` leaves it to the page. */
  variant?: LayoutVariant;
}

/**
 * The layout of a sub-site: its own header (name, 返回主站, the visitor's name or 登录) and section tabs
 * in place of the portal's header, search and tab menu; the skip link, breadcrumb, main and footer stay
 * the portal's (PortalLayout). A sub-site's layout module is `<SubsiteLayout subsite={…} />` with
 * PortalLayout's loader.
 */
export function SubsiteLayout({ subsite }: { subsite: Subsite }) {
  const shell = useShell();
  const meta = useRouteMeta();
  const location = useLocation();
  const current = meta?.menuValue ?? location.pathname;
  return (
    <PortalLayout
      variant={subsite.variant ?? 'other'}
      header={
        <SubsiteHeader
          siteName={subsite.name}
          siteHref={subsite.href}
          banner={subsite.banner}
          user={shell.user}
          userCentreHref={subsite.userCentreHref ?? '/user'}
          onLogout={shell.logout}
          onLogin={shell.login}
        />
      }
      menu={
        <SubsiteTabs
          tabs={subsite.tabs}
          activeValue={subsite.tabs.find((tab) => tab.href === current)?.value}
          label={`${subsite.name}栏目`}
          variant={subsite.tabsVariant}
        />
      }
    />
  );
}
