import { Link, useLoaderData } from 'react-router';
import { Card, EmptyState, formatDate, Heading, Stack, Text, TextLink, toDateTimeAttribute } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import type { columnOverviewLoader } from './loaders';
import { articleHref, columnByClassification } from './subsite';

/**
 * A column page in the tab bar (/free-trade-area-policy-law, -policy-support, -publicity): the column's
 * newest articles with their summaries, read by the route's loader, and a link to the whole column,
 * paginated ('more' page).
 */
export function Component() {
  const meta = useRouteMeta();
  const column = columnByClassification(meta?.classification);
  const page = useLoaderData<ReturnType<typeof columnOverviewLoader>>();

  let body;
  if (page.records.length === 0) body = <EmptyState />;
  else
    body = (
      <>
        <Stack as="ul" space="md" dividers aria-label={`${column?.label ?? ''}最新文章`}>
          {page.records.map((article) => (
            <Stack as="li" space="xs" key={article.id}>
              <Heading level={2} tone="brand">
                <Link to={articleHref(article.id)}>{article.title}</Link>
              </Heading>
              <Text tone="muted" size="sm">
                {article.source} · <time dateTime={toDateTimeAttribute(article.releaseTime)}>{formatDate(article.releaseTime, 'yyyy-MM-dd')}</time>
              </Text>
              {article.summary && <Text leading="relaxed">{article.summary}</Text>}
            </Stack>
          ))}
        </Stack>
        <TextLink standalone href={column?.moreHref ?? '/free-trade-area'}>
          查看全部{column?.label}（共 {page.total} 篇）
        </TextLink>
      </>
    );

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>{meta?.title}</PageTitle>
      {body}
    </Card>
  );
}
Component.displayName = 'FtaColumnOverviewPage';
