import { Outlet, useLoaderData, useLocation, useMatches } from 'react-router';
import { SiteFooter, SiteHeader, TabMenu, UiProvider, type NavigationTab } from '@credit-portal/ui';
import { site } from '../config/site';
import { RouterLink } from '../shell/RouterLink';
import { loadNavigationTabs } from '../shell/navigation';
import type { RouteMeta } from '../routes/meta';
import * as styles from './MainLayout.css';

export async function loader() {
  return { navigation: await loadNavigationTabs() };
}

/** The main layout (spec §2): header, tab menu, the page, footer. */
export function Component() {
  const { navigation } = useLoaderData<typeof loader>();
  const location = useLocation();
  const matches = useMatches();
  const meta = matches.at(-1)?.handle as RouteMeta | undefined;
  const activeHref = meta?.menuValue ?? location.pathname;

  return (
    <UiProvider linkComponent={RouterLink}>
      <div className={styles.shell}>
        <a href="#main-content" className={styles.skipLink}>
          跳到主要内容
        </a>
        <SiteHeader portalName={site.portalName} registerHref="/register" loginHref="/login" />
        <div className={styles.menuBand}>
          {navigation.ok ? (
            <TabMenu tabs={navigation.tabs as NavigationTab[]} activeHref={activeHref} />
          ) : (
            <p role="alert" className={styles.menuError}>
              导航菜单加载失败：{navigation.message}
            </p>
          )}
        </div>
        <main id="main-content" tabIndex={-1} className={styles.main}>
          <Outlet />
        </main>
        <SiteFooter
          links={site.footerLinks}
          organiser={site.organiser}
          extraLines={site.footerLines}
          icp={site.filings.icp}
          police={site.filings.police}
        />
      </div>
    </UiProvider>
  );
}
Component.displayName = 'MainLayout';
