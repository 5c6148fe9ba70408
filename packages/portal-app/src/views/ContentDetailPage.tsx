import { useLoaderData } from 'react-router';
import { CmsArticle } from './CmsArticle';
import type { articleLoader } from './articleLoaders';
import { Card } from '@credit-portal/ui';

/**
 * /content-detail?id= (spec §2): one article of the CMS. The route's loader (articleLoader) reads it and
 * sanitises its HTML; a missing or unknown id is the route's 404.
 */
export function Component() {
  const article = useLoaderData<typeof articleLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <CmsArticle headingLevel={1} article={article} />
    </Card>
  );
}
Component.displayName = 'ContentDetailPage';
