import { useLoaderData } from 'react-router';
import { Card, NewsList, Tiles } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import type { freeTradeAreaHomeLoader } from './loaders';
import { articleHref } from './subsite';

/**
 * /free-trade-area: the sub-site's home, its four columns at a glance (spec §9 tabs), each with 更多; the
 * route's loader starts the four columns, and each streams in (or fails with its retry) on its own.
 */
export function Component() {
  const { columns } = useLoaderData<typeof freeTradeAreaHomeLoader>();
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>自贸区信用</PageTitle>
      <Tiles space="lg" columns={{ base: 1, lg: 2 }}>
        {columns.map(({ column, page }) => (
          <Deferred key={column.key} resolve={page} loading={{ variant: 'list', count: 5 }}>
            {(loaded) => (
              <NewsList
                title={column.label}
                headingLevel={2}
                moreHref={column.moreHref}
                items={loaded.records.map((article) => ({ id: article.id, title: article.title, href: articleHref(article.id), time: article.releaseTime }))}
                separatorEvery={0}
              />
            )}
          </Deferred>
        ))}
      </Tiles>
    </Card>
  );
}
Component.displayName = 'FreeTradeAreaHomePage';
