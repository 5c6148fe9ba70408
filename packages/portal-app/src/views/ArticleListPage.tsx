import { Link, useLoaderData } from 'react-router';
import { NewsList } from '@credit-portal/ui';
import { useRouteMeta } from '../shell/routeMeta';
import { useLoaded } from '../shell/routeData';
import type { articleListLoader } from './genericLists';
import { PagedList, pageIn } from './PagedList';
import * as styles from './page.css';
import { PageFrame } from './PageFrame';

/**
 * The generic list view (spec §2 "Many list pages share one generic list view"): the route names
 * the CMS classification it lists; its loader (genericLists.ts) resolves it and reads the page of
 * articles the address asks for.
 */
export function Component() {
  const meta = useRouteMeta();
  const list = useLoaded(useLoaderData<ReturnType<typeof articleListLoader>>());

  return (
    <PageFrame as="section">
      {list.status === 'ready' && list.data.children.length > 0 && (
        <nav aria-label={`${meta?.title ?? ''}分类`} className={styles.linkTabs}>
          <ul>
            {list.data.children.map((child) => (
              <li key={child.id}>
                <Link
                  to={`?type=${encodeURIComponent(child.name)}`}
                  aria-current={child.id === list.data.current.id ? 'page' : undefined}
                >
                  {child.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <PagedList list={pageIn(list, (data) => data.page)} loadingLabel="正在加载列表" loadingCount={10}>
        {(records) => (
          <NewsList
            items={records.map((article) => ({
              id: article.id,
              title: article.title,
              href: `${meta?.articleDetail ?? '/content-detail'}?id=${encodeURIComponent(article.id)}`,
              time: article.releaseTime,
            }))}
            datePattern="yyyy-MM-dd"
          />
        )}
      </PagedList>
    </PageFrame>
  );
}
Component.displayName = 'ArticleListPage';
