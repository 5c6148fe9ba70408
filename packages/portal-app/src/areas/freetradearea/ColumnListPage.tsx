import { useLoaderData, useLocation } from 'react-router';
import { Card, Column, Columns, NewsList, SideMenu } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { useLoaded } from '../../shell/routeData';
import { PagedList } from '../../views/PagedList';
import type { columnListLoader } from './loaders';
import { FTA_COLUMNS, articleHref } from './subsite';

const MENU = FTA_COLUMNS.map((column) => ({ id: column.key, name: column.label, href: column.moreHref }));

/**
 * A 'more' page (/free-trade-area/new, /free-trade-area-policy/law, -policy/support, /free-trade-area/publicity):
 * the whole column, paginated (spec §9), with the side menu of the four columns (spec §2). The route's
 * loader reads the page the address asks for.
 */
export function Component() {
  const meta = useRouteMeta();
  const { pathname } = useLocation();
  const list = useLoaded(useLoaderData<ReturnType<typeof columnListLoader>>());

  return (
    <Columns space="lg" collapseBelow="lg" alignY="start">
      <Column width="content">
        <SideMenu title="自贸区栏目" items={MENU} activeHref={pathname} storage={null} />
      </Column>
      <Column>
      <Card as="section" look="panel" padding="lg" space="md">
        <PageTitle>{meta?.title}</PageTitle>
        <PagedList list={list} loadingLabel="正在加载列表" loadingCount={10}>
          {(records) => (
            <NewsList
              items={records.map((article) => ({ id: article.id, title: article.title, href: articleHref(article.id), time: article.releaseTime }))}
              datePattern="yyyy-MM-dd"
            />
          )}
        </PagedList>
      </Card>
      </Column>
    </Columns>
  );
}
Component.displayName = 'FtaColumnListPage';
