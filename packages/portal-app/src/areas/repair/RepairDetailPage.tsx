import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import type { repairArticleLoader } from './loaders';
import { CmsArticle } from '../../views/CmsArticle';
import { Card, Text, TextLink } from '@credit-portal/ui';

/**
 * /repairDetail?id= (spec §2 'Other pages'): one article of the credit-repair section, read by the
 * route's loader (a missing or unknown id is its 404). The content layout's header is the page's h1,
 * so the article's own title is a level-two heading here.
 */
export function Component() {
  const article = useLoaderData<typeof repairArticleLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>修复详情</PageTitle>
      <CmsArticle
        headingLevel={2}
        article={article}
        footer={
          <Text tone="muted" size="sm">
            <TextLink href="/credit-repair">返回信用修复</TextLink>
          </Text>
        }
      />
    </Card>
  );
}
Component.displayName = 'RepairDetailPage';
