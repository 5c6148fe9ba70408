import { unwrap } from '@credit-portal/api-client';
import { EmptyState, ErrorState, Skeleton } from '@credit-portal/ui';
import { useRouteMeta } from '../shell/routeMeta';
import { portal } from '../shell/portal';
import { useResource } from '../shell/useResource';
import { CmsArticle } from './CmsArticle';
import * as styles from './ArticleListPage.css';

/** The newest article of a CMS classification, or null when it has none yet. */
async function loadSinglePage(classification: string, signal: AbortSignal) {
  const found = await unwrap(
    portal.api.GET('/cms/front/articleclassification/getClassificationByName', { params: { query: { name: classification } }, signal }),
  );
  const page = await unwrap(
    portal.api.GET('/cms/front/articleinfo/pageByClassificationId', { params: { query: { classificationId: found.id, pageNo: 1, pageSize: 1 } }, signal }),
  );
  const [first] = page.records;
  if (!first) return null;
  return unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id: first.id } }, signal }));
}

/**
 * A single page of the footer (spec §2 "Footer links": /about-us, /website-statement): the route names a
 * CMS classification that holds one article, shown the way /content-detail shows an article.
 */
export function Component() {
  const meta = useRouteMeta();
  const classification = meta?.classification ?? meta?.title ?? '';
  const article = useResource((signal) => loadSinglePage(classification, signal), classification);

  if (article.status === 'ready' && article.data) {
    const { data } = article;
    return (
      <div className={styles.page}>
        <CmsArticle headingLevel={1} article={data} />
      </div>
    );
  }
  return (
    <section className={styles.page} aria-busy={article.status === 'loading' ? true : undefined}>
      <h1 className={styles.title}>{meta?.title}</h1>
      {article.status === 'loading' && <Skeleton variant="card" label="正在加载" />}
      {article.status === 'error' && <ErrorState message={article.message} onRetry={article.retry} />}
      {article.status === 'ready' && <EmptyState title="暂无内容" />}
    </section>
  );
}
Component.displayName = 'SinglePage';
