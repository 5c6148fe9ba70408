import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { EmptyState } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Highlighted } from '../../shell/Highlighted';
import { readPaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { PagedList } from '../../views/PagedList';
import * as styles from './SearchPage.css';

/** /full-text-retrieval (search type 4): articles ranked by relevance, matches highlighted. */
export function Component() {
  const [params] = useSearchParams();
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
      <PagedList list={result} loadingLabel="正在检索" empty={<EmptyState title="未检索到相关内容" description="请尝试更换或减少关键词。" />}>
        {(records) => (
          <ol className={styles.results}>
            {records.map((hit) => (
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
        )}
      </PagedList>
    </section>
  );
}
Component.displayName = 'FullTextSearchPage';
