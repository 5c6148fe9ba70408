import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { ErrorState, SideMenu, Skeleton, type SideMenuItem } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { USER_TYPE_NAMES } from './AccountPanel';
import { MessageCentre } from './MessageCentre';
import { DEFAULT_PANEL, PANELS } from './panels';
import * as styles from '../../views/UserCentrePage.css';

type MenuItem = Schemas['MenuItem'];

const isPanel = (tab: string | null): tab is string => tab !== null && Object.hasOwn(PANELS, tab);
const panelHref = (panel: string) => `/user?tab=${panel}`;

/** The menu tree flattened to the entries this page serves, in the menu's order. */
function servedEntries(menu: readonly MenuItem[]): SideMenuItem[] {
  const leaves = menu.flatMap((item) => (item.children.length > 0 ? item.children : [item]));
  return leaves.flatMap((item) => {
    const target = new URL(item.path, 'http://portal.invalid');
    const tab = target.searchParams.get('tab');
    return target.pathname === '/user' && isPanel(tab) ? [{ id: item.id, name: item.name, href: panelHref(tab) }] : [];
  });
}

/**
 * /user (spec §2, §6: login required; the shell sends anonymous visitors to the single sign-on):
 * the session's summary, the user-centre menu, and the message centre as the default panel.
 */
export function Component() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const panel = isPanel(requested) ? requested : DEFAULT_PANEL;
  const PanelView = PANELS[panel] ?? MessageCentre;

  const session = useResource((signal) => unwrap(portal.api.GET('/base/account/account/getCurrenUser', { signal })), 'session');
  const menu = useResource((signal) => unwrap(portal.api.GET('/base/menu/menu/getCurrenMenu', { signal })), 'menu');

  return (
    <div className={styles.page}>
      <PageTitle className={styles.title}>个人中心</PageTitle>
      <section className={styles.profile} aria-label="当前用户">
        {session.status === 'loading' && <Skeleton variant="list" count={2} label="正在加载用户信息" />}
        {session.status === 'error' && <ErrorState message={session.message} onRetry={session.retry} />}
        {session.status === 'ready' && (
          <>
            <img className={styles.avatar} src={`${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(session.data.avatar)}`} alt="" />
            <div className={styles.profileText}>
              <p className={styles.userName}>{session.data.name}</p>
              <p className={styles.userMeta}>
                <span className={styles.userType}>{USER_TYPE_NAMES[session.data.userType]}</span>
                {session.data.introduction}
              </p>
            </div>
          </>
        )}
      </section>
      <div className={styles.body}>
        <div className={styles.aside}>
          {menu.status === 'loading' && <Skeleton variant="list" count={4} label="正在加载个人中心菜单" />}
          {menu.status === 'error' && <ErrorState message={menu.message} onRetry={menu.retry} />}
          {menu.status === 'ready' && (
            <SideMenu
              title="我的服务"
              items={servedEntries(menu.data)}
              activeHref={panelHref(panel)}
              storageKey="credit-portal:user-centre-menu:collapsed"
            />
          )}
        </div>
        <div className={styles.panel}>
          <Suspense fallback={<Skeleton variant="list" count={4} label="正在加载" />}>
            <PanelView session={session} />
          </Suspense>
        </div>
      </div>
    </div>
  );
}
Component.displayName = 'UserCentrePage';
