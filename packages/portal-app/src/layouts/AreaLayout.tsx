import { useLocation, useMatches, useSearchParams } from 'react-router';
import { SubsiteHeader, SubsiteTabs } from '@credit-portal/ui';
import type { AreaLayoutHandle, SectionTabs, Subsite } from '../shell/meta';
import { useRouteMeta } from '../shell/routeMeta';
import { useSignOn, useShell } from '../shell/ShellContext';
import { PortalLayout } from './PortalLayout';
/**
 * An area's own layout (spec §2 'Other layouts'): its settings come from its layout route's handle
 * (the area's layout.ts), so this module knows no area.
 * - a sub-site: its own header (name, 返回主站, the visitor's name or 登录) and section tabs in place of
 *   the portal's header, search and tab menu;
 * - a tab bar (the activity campaigns): the portal's header with the area's tabs in place of the menu.
 * The skip link, breadcrumb, main and footer stay the portal's (PortalLayout).
 */
export function Component() {
  const matches = useMatches();
  const settings = matches.map((match) => match.handle as AreaLayoutHandle | undefined).find((handle) => handle?.subsite || handle?.sectionTabs);
  if (settings?.subsite) return <SubsiteLayout subsite={settings.subsite} />;
  if (settings?.sectionTabs) return <SectionTabsLayout sectionTabs={settings.sectionTabs} />;
  return <PortalLayout variant="other" />;
}
Component.displayName = 'AreaLayout';

function SubsiteLayout({ subsite }: { subsite: Subsite }) {
  const shell = useShell();
  const signOn = useSignOn();
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
          logoutAction="/logout"
          loginHref={signOn.loginHref}
          onLogin={signOn.onLogin}
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

function SectionTabsLayout({ sectionTabs }: { sectionTabs: SectionTabs }) {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const byQuery = sectionTabs.activeFromQuery;
  const fromQuery = byQuery ? byQuery.hrefs[params.get(byQuery.param) ?? ''] : undefined;
  const activeHref = meta?.menuValue ?? fromQuery;
  const activeValue = sectionTabs.tabs.find((tab) => tab.href === activeHref)?.value;
  return <PortalLayout variant="other" menu={<SubsiteTabs tabs={sectionTabs.tabs} activeValue={activeValue} label={sectionTabs.label} />} />;
}
export default Component;
