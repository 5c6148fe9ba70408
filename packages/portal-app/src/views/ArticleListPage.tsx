import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { NewsList } from '@credit-portal/ui';
import { PageTitle } from '../shell/PageTitle';
import { useRouteMeta } from '../shell/routeMeta';
import { readPaging } from '../shell/paging';
import { portal } from '../shell/portal';
import { useResource } from '../shell/useResource';
import { PagedList, pageIn } from './PagedList';
import * as styles from './ArticleListPage.css';

async function loadList(classification: string, type: string, pageNo: number, pageSize: number, signal: AbortSignal) {
  const found = await unwrap(
    portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name: classification } }, signal }),
  );
  // A classification with children (e.g. 营商环境: 经验借鉴, 我市做法) lists one child at a time,
  // chosen by `type` in the address (spec §2 /business-environment "with query type").
  const children = await unwrap(
    portal.api.GET('/cms/front/articleclassification/getClassificationChildren', { params: { query: { id: found.id } }, signal }),
  );
  const current = children.find((child) => child.name === type) ?? children[0] ?? found;
  const page = await unwrap(
    portal.api.GET('/cms/front/articleinfo/pageByClassificationId', {
      params: { query: { classificationId: current.id, pageNo, pageSize } },
      signal,
    }),
  );
  return { children, current, page };
}

/**
 * The generic list view (spec §2 "Many list pages share one generic list view"): the route names
 * the CMS classification it lists; this page resolves it and pages through its articles.
 */
export function Component() {
  const meta = useRouteMeta();
  const classification = meta?.classification ?? meta?.title ?? '';
  const [params] = useSearchParams();
  const paging = readPaging(params);
  const type = params.get('type') ?? '';

  const list = useResource(
    (signal) => loadList(classification, type, paging.pageNo, paging.pageSize, signal),
    JSON.stringify([classification, type, paging.pageNo, paging.pageSize]),
  );

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {list.status === 'ready' && list.data.children.length > 0 && (
        <nav aria-label={`${meta?.title ?? ''}分类`} className={styles.subnav}>
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
    </section>
  );
}
Component.displayName = 'ArticleListPage';
