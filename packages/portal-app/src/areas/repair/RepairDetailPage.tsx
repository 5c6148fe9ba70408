import { Link, useSearchParams } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { ErrorState, Skeleton } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { CmsArticle } from '../../views/CmsArticle';
import * as styles from './repair.css';

/**
 * /repairDetail?id= (spec §2 'Other pages'): one article of the credit-repair section. The content
 * layout's header is the page's h1, so the article's own title is a level-two heading here.
 */
export function Component() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const article = useResource(
    (signal) => unwrap(portal.api.GET('/cms/front/articleinfo/detail/{id}', { params: { path: { id } }, signal })),
    JSON.stringify(['repair-detail', id]),
  );

  return (
    <div className={styles.page} aria-busy={article.status === 'loading' || undefined}>
      <PageTitle className={styles.title}>修复详情</PageTitle>
      {article.status === 'loading' && <Skeleton variant="card" label="正在加载文章" />}
      {article.status === 'error' && <ErrorState message={article.message} onRetry={article.retry} />}
      {article.status === 'ready' && (
        <CmsArticle
          headingLevel={2}
          article={article.data}
          footer={
            <p className={styles.muted}>
              <Link to="/credit-repair">返回信用修复</Link>
            </p>
          }
        />
      )}
    </div>
  );
}
Component.displayName = 'RepairDetailPage';
