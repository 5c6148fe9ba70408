import { useLoaderData } from 'react-router';
import { CmsArticle } from './CmsArticle';
import type { articleLoader } from './genericLists';
import * as styles from './ArticleListPage.css';

/**
 * /content-detail?id= (spec §2): one article of the CMS, its HTML sanitised by ArticleView. The route's
 * loader (articleLoader) reads it; a missing or unknown id is the route's 404.
 */
export function Component() {
  const article = useLoaderData<typeof articleLoader>();
  return (
    <div className={styles.page}>
      <CmsArticle headingLevel={1} article={article} />
    </div>
  );
}
Component.displayName = 'ContentDetailPage';
