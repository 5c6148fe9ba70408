import { useLoaderData } from 'react-router';
import { Card, EmptyState } from '@credit-portal/ui';
import { PageTitle } from '../shell/PageTitle';
import { useRouteMeta } from '../shell/routeMeta';
import { CmsArticle } from './CmsArticle';
import type { singlePageLoader } from './articleLoaders';

/**
 * A single page of the footer (spec §2 "Footer links": /about-us, /website-statement; and /accessibility-statement): the route names a
 * CMS classification that holds one article, read by its loader (singlePageLoader) and shown the way
 * /content-detail shows an article.
 */
export function Component() {
  const meta = useRouteMeta();
  const article = useLoaderData<ReturnType<typeof singlePageLoader>>();
  if (article) {
    return (
      <Card look="panel" padding="lg" space="md">
        <CmsArticle headingLevel={1} article={article} />
      </Card>
    );
  }
  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{meta?.title}</PageTitle>
      <EmptyState title="暂无内容" />
    </Card>
  );
}
Component.displayName = 'SinglePage';
