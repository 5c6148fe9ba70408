import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Pagination, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../layouts/PortalLayout';
import { Highlighted } from '../../shell/Highlighted';
import { PAGE_SIZES, readPaging, writePaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import * as styles from './SearchPage.css';

/** /full-text-retrieval (search type 4): articles ranked by relevance, matches highlighted. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);

  const result = useResource(
    (signal) =>
      paging.keyword.length < 2
        ? Promise.resolve(null)
        : unwrap(
            portal.api.GET('/cms/front/articleinfo/articleSearchPage', {
              params: { query: { keyword: paging.keyword, pageNo: paging.pageNo, pageSize: paging.pageSize } },
              signal,
            }),
          ),
    JSON.stringify([paging.keyword, paging.pageNo, paging.pageSize]),
  );

  return (
    <section className={styles.page}>
      <PageTitle id="search-title" className={styles.title}>
        全文检索
      </PageTitle>
      {paging.keyword.length < 2 ? (
        <EmptyState title="请输入至少两个字的关键词" description="可以用页面上方的搜索框检索本站发布的新闻、政策和公告。" />
      ) : (
        <p className={styles.summary} aria-live="polite">
          “{paging.keyword}”的检索结果{result.status === 'ready' && result.data ? `：共 ${result.data.total} 条` : ''}
        </p>
      )}
      {result.status === 'loading' && <Skeleton variant="list" count={5} label="正在检索" />}
      {result.status === 'error' && <ErrorState message={result.message} onRetry={result.retry} />}
      {result.status === 'ready' && result.data && result.data.records.length === 0 && (
        <EmptyState title="未检索到相关内容" description="请尝试更换或减少关键词。" />
      )}
      {result.status === 'ready' && result.data && result.data.records.length > 0 && (
        <>
          <ol className={styles.results}>
            {result.data.records.map((hit) => (
              <li key={hit.id} className={styles.result}>
                <h2 className={styles.resultTitle}>
                  <Link to={`/content-detail?id=${encodeURIComponent(hit.id)}`}>
                    <Highlighted html={hit.titleHighlight} />
                  </Link>
                </h2>
                <p className={styles.snippet}>
                  <Highlighted html={hit.snippet} />
                </p>
                <dl className={styles.facts}>
                  <div>
                    <dt>栏目</dt>
                    <dd>{hit.classificationName}</dd>
                  </div>
                  <div>
                    <dt>来源</dt>
                    <dd>{hit.source}</dd>
                  </div>
                  <div>
                    <dt>发布时间</dt>
                    <dd>{hit.releaseTime.slice(0, 10)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ol>
          <Pagination
            className={styles.pagination}
            total={result.data.total}
            page={result.data.current}
            pageSize={result.data.size}
            pageSizes={PAGE_SIZES}
            onChange={(pageNo, pageSize) => setParams(writePaging(params, { pageNo, pageSize }))}
          />
        </>
      )}
    </section>
  );
}
Component.displayName = 'FullTextSearchPage';
