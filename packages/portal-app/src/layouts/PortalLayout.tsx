import { Outlet, useLoaderData, useLocation, useNavigate } from 'react-router';
import type { ReactNode } from 'react';
import { Breadcrumb, CompactHeaderProvider, NewStyleFooter, NewStyleHeader, PageHeader, SearchBar, SiteFooter, SiteHeader, SiteLinksMenu, TabMenu, useCompactPanel, type NavigationTab, type SearchQuery } from '@credit-portal/ui';
import { site } from '../config/site';
import { useRouteMeta } from '../shell/routeMeta';
import { useKeptPageShown } from '../shell/KeepAliveOutlet';
import { LayoutTitleContext } from '../shell/PageTitle';
import { SEARCH_ROUTES } from '../shell/search';
import type { LayoutVariant } from '../shell/meta';
import { loadNavigationTabs, loadSiteLinks } from '../shell/navigation';
import { useSignOn, useShell } from '../shell/ShellContext';
import { AccessibilityBar } from '../shell/AccessibilityBar';
import * as styles from './PortalLayout.css';


export async function loader() {
  // The route table's addresses come with the first load in the browser, not with the page's script:
  // a page the server rendered runs this loader only on the server.
  const [navigation, siteLinks, { isRouted }] = await Promise.all([loadNavigationTabs(), loadSiteLinks(), import('../app/routed')]);
  // Internal tabs (type 0) whose route has not joined the table are left out, not linked to /404.
  const tabs = navigation.ok ? { ok: true as const, tabs: navigation.tabs.filter((tab) => tab.type !== 0 || isRouted(tab.href)) } : navigation;
  return { navigation: tabs, siteLinks };
}

/**
 * `menu` replaces the band with the navigation tabs, e.g. the activity layout's campaign tabs
 * (layouts/ActivityLayout.tsx); `header` replaces the portal's header and its search band, e.g. a
 * sub-site's (layouts/SubsiteLayout.tsx). The skip link, main, breadcrumb and footer stay the portal's.
 */
export function PortalLayout({ variant, menu, header }: { variant: LayoutVariant; menu?: ReactNode; header?: ReactNode }) {
  const { navigation, siteLinks } = useLoaderData<typeof loader>();
  const location = useLocation();
  const navigate = useNavigate();
  const meta = useRouteMeta();
  const shell = useShell();
  const signOn = useSignOn();
  // A kept page's hidden layout (shell/KeepAliveOutlet) gives up the skip link's target to the shown one.
  const shown = useKeptPageShown();
  const activeHref = meta?.menuValue ?? location.pathname;
  // Spec §2: the main layout's new-style state (routes flagged newStyle): a logo and a fixed
  // external-link menu replace the header, search and tab menu, and a slimmer footer the footer.
  const newStyle = variant === 'main' && Boolean(meta?.newStyle);
  // Spec §2: the 当前位置 bar is hidden on the routes flagged hideBread (the home page among them; / only redirects there).
  const showBreadcrumb = !meta?.hideBread;

  const breadcrumb = (
    <Breadcrumb
      items={shell.trail.map((entry, index) => (index === shell.trail.length - 1 ? { title: entry.title } : { title: entry.title, href: entry.href }))}
    />
  );

  const search = ({ type, keyword }: SearchQuery) => {
    const route = SEARCH_ROUTES[type];
    if (route) navigate(`${route}?keyword=${encodeURIComponent(keyword)}`);
  };

  // The portal's own header is compact on a phone (ui's CompactHeaderProvider): 菜单 opens the header's
  // site links and account with the menu band, 搜索 the search band; a sub-site's or the new-style
  // header keeps its parts in view, and so does an area's own tab bar (`menu`). Going to another page
  // closes what was open.
  const portalHeader = !header && !newStyle;
  const hasSearch = variant === 'main' && portalHeader;
  const compactSlots = portalHeader ? { menu: menu ? ['account'] : ['account', 'nav'], search: hasSearch ? ['band'] : [] } : {};

  return (
    <CompactHeaderProvider slots={compactSlots} closeKey={location.pathname + location.search}>
    <div className={styles.shell}>
      <a href="#main-content" className={styles.skipLink}>
        跳到主要内容
      </a>
      <AccessibilityBar />
      {header ?? (newStyle ? (
        <NewStyleHeader
          portalName={site.portalName}
          logoSrc={site.newStyle.logoSrc}
          links={site.newStyle.links}
          onExternalLink={(href) => shell.confirmExternal(href)}
        />
      ) : (
      <SiteHeader
        portalName={site.portalName}
        user={shell.user}
        loginHref={signOn.loginHref}
        onLogin={signOn.onLogin}
        registerHref={signOn.registerHref}
        onRegister={signOn.onRegister}
        onLogout={shell.logout}
        logoutAction="/logout"
        siteLinks={
          siteLinks.length > 0 ? (
            <SiteLinksMenu
              groups={siteLinks}
              onExternalLink={(href, event) => {
                event.preventDefault();
                shell.confirmExternal(href);
              }}
            />
          ) : undefined
        }
      />
      ))}
      {shell.sessionNotice}
      {hasSearch && (
        <SearchBand>
          <SearchBar className={styles.search} requestCaptcha={shell.requestCaptcha} onSearch={search} action={SEARCH_ROUTES[0]} />
        </SearchBand>
      )}
      {!newStyle && menu && <div className={styles.aboveAdverts}>{menu}</div>}
      {!newStyle && !menu && (
      <MenuBand>
        {navigation.ok ? (
          <TabMenu
            tabs={navigation.tabs as NavigationTab[]}
            activeHref={activeHref}
            onExternalLink={(href, event) => {
              event.preventDefault();
              shell.confirmExternal(href);
            }}
          />
        ) : (
          <p role="alert" className={styles.menuError}>
            导航菜单加载失败：{navigation.message}
          </p>
        )}
      </MenuBand>
      )}
      {/* The page's title band is full width, inside main with the page: no content outside a landmark. */}
      <main id={shown ? 'main-content' : undefined} tabIndex={-1} className={styles.main}>
        {variant === 'content' && meta ? (
          <PageHeader
            className={styles.pageHeader}
            headingLevel={1}
            title={meta.pageTitle ?? meta.title}
            englishTitle={meta.pageTitleEng}
            breadcrumb={showBreadcrumb ? breadcrumb : undefined}
          />
        ) : (
          showBreadcrumb && <div className={styles.breadcrumbBand}>{breadcrumb}</div>
        )}
        <div className={styles.content}>
          <LayoutTitleContext.Provider value={variant === 'content'}>
            <Outlet />
          </LayoutTitleContext.Provider>
        </div>
      </main>
      {newStyle ? (
        <NewStyleFooter organiser={site.organiser} undertaker={site.newStyle.undertaker} extraLines={site.footerLines} />
      ) : (
      <SiteFooter
        links={site.footerLinks}
        organiser={site.organiser}
        extraLines={site.footerLines}
        icp={site.filings.icp}
        police={site.filings.police}
      />
      )}
    </div>
    </CompactHeaderProvider>
  );
}
PortalLayout.displayName = 'PortalLayout';

/** The search band: on a phone, behind the header's 搜索 button. */
function SearchBand({ children }: { children: ReactNode }) {
  const panel = useCompactPanel('search', 'band', styles.searchBand);
  return (
    <div {...panel} className={panel?.className ?? styles.searchBand}>
      {children}
    </div>
  );
}

/** The menu band: on a phone, behind the header's 菜单 button (with a portal header). */
function MenuBand({ children }: { children: ReactNode }) {
  const panel = useCompactPanel('menu', 'nav', styles.menuBand);
  return (
    <div {...panel} className={panel?.className ?? styles.menuBand}>
      {children}
    </div>
  );
}
