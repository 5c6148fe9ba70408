import { useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { portal } from '../shell/portal';
import { useResource } from '../shell/useResource';
import { CmsArticle } from './CmsArticle';
import * as styles from './ArticleListPage.css';

/** /content-detail?id= (spec §2): one article of the CMS, its HTML sanitised by ArticleView. */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useResource(
    (signal) => unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id } }, signal })),
    JSON.stringify([id]),
  );

  if (article.status === 'loading') {
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>正在加载</h1>
        <Skeleton variant="card" label="正在加载文章" />
      </section>
    );
  }
  if (article.status === 'error') {
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>文章详情</h1>
        <ErrorState message={article.message} onRetry={article.retry} />
      </section>
    );
  }
  const { data } = article;
  return (
    <div className={styles.page}>
      <CmsArticle headingLevel={1} article={data} />
    </div>
  );
}
Component.displayName = 'ContentDetailPage';
