import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Badge, Card, Column, Columns, Inline, SideMenu, Skeleton, Stack, Text, type SideMenuItem } from '@credit-portal/ui';
import { site } from '../../config/site';
import { PageTitle } from '../../shell/PageTitle';
import { AccountPanel, USER_TYPE_NAMES } from './AccountPanel';
import type { PanelData, userCentreLoader } from './loaders';
import { MessageCentre } from './MessageCentre';
import { isPanel } from './panels';
import * as styles from '../../views/UserCentrePage.css';

// The default panel (the message centre) comes with the page; each other panel's code (its tables, the
// report sharing's form) loads when its tab is shown, inside the Suspense below: a page the server
// rendered keeps the panel's HTML until it has hydrated.
const MyPointsPanel = lazy(() => import('../../creditpoints/MyPointsPanel').then((module) => ({ default: module.MyPointsPanel })));
const ReportApplyPanel = lazy(() => import('../../creditreports/ReportApplyPanel').then((module) => ({ default: module.ReportApplyPanel })));
const MyMessages = lazy(() => import('./MyMessages').then((module) => ({ default: module.MyMessages })));
const MyGuaranteesPanel = lazy(() => import('./MyGuaranteesPanel').then((module) => ({ default: module.MyGuaranteesPanel })));
const MyApplicationsPanel = lazy(() => import('./MyApplicationsPanel').then((module) => ({ default: module.MyApplicationsPanel })));
const MyFavouritesPanel = lazy(() => import('./MyFavouritesPanel').then((module) => ({ default: module.MyFavouritesPanel })));
const MyRepairsPanel = lazy(() => import('./MyRepairsPanel').then((module) => ({ default: module.MyRepairsPanel })));

type MenuItem = Schemas['MenuItem'];
type Session = Schemas['Session'];

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

/** The panel of the address with what the loader read for it. */
function PanelView({ panel, account }: { panel: PanelData; account: Session }) {
  switch (panel.tab) {
    case 'my-points':
      return <MyPointsPanel data={panel.points} />;
    case 'credit-report-apply':
      return <ReportApplyPanel mine={panel.applications} />;
    case 'message-centre':
      return <MessageCentre page={panel.messages} />;
    case 'my-messages':
      return <MyMessages page={panel.messages} />;
    case 'my-account':
      return <AccountPanel account={account} />;
    case 'my-guarantees':
      return <MyGuaranteesPanel page={panel.guarantees} />;
    case 'my-applications':
      return <MyApplicationsPanel page={panel.applications} />;
    case 'my-collections':
      return <MyFavouritesPanel page={panel.favourites} />;
    case 'my-repairs':
      return <MyRepairsPanel page={panel.repairs} />;
  }
}

/**
 * /user (spec §2, §6: login required; its loader sends anonymous visitors to the single sign-on):
 * the session's summary, the user-centre menu, and the message centre as the default panel. The
 * route's loader reads the account, the menu and the panel's data.
 */
export function Component() {
  const { account, menu, panel } = useLoaderData<typeof userCentreLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>个人中心</PageTitle>
      <Inline as="section" space="md" aria-label="当前用户">
        <img className={styles.avatar} src={`${site.apiBase}/filestorage/file/readImage/${encodeURIComponent(account.avatar)}`} alt="" />
        <Stack space="xs">
          {/* The name, not a heading (axe's p-as-heading in 关怀版's larger text): a div. */}
          <Text as="div" size="lg" weight="bold">
            {account.name}
          </Text>
          <Inline as="p" space="sm">
            <Badge>{USER_TYPE_NAMES[account.userType]}</Badge>
            <Text as="span" tone="muted">
              {account.introduction}
            </Text>
          </Inline>
        </Stack>
      </Inline>
      {/* The menu beside the panel (spec §9: sidebar 230 px), stacked on narrow screens and in 关怀版. */}
      <Columns space="md" collapseBelow="md" alignY="start">
        <Column width="content">
          <SideMenu
            title="我的服务"
            items={servedEntries(menu)}
            activeHref={panelHref(panel.tab)}
            storageKey="credit-portal:user-centre-menu:collapsed"
          />
        </Column>
        <Column>
          <Suspense fallback={<Skeleton variant="list" count={4} label="正在加载" />}>
            <PanelView panel={panel} account={account} />
          </Suspense>
        </Column>
      </Columns>
    </Card>
  );
}
Component.displayName = 'UserCentrePage';
