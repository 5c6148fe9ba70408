import { Link, useLoaderData } from 'react-router';
import { Badge, Card, EmptyState, Inline, NewsList, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { Deferred } from '../../shell/routeData';
import type { repairHubLoader } from './loaders';
import { REPAIR_ENTRIES, REPAIR_NEWS } from './repairGuide';
import { EntryCards, PageSection } from '../../views/PageSection';

/**
 * /credit-repair (spec §2 'Other pages'): what credit repair is, its kinds, the ways in and the latest
 * news. The kinds (the repair_type dictionary) and the news come from the route's loader and stream in
 * below the guide, with their own error and retry.
 */
export function Component() {
  const { hub } = useLoaderData<typeof repairHubLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>信用修复</PageTitle>
      <PageSection id="repair-what" title="什么是信用修复">
        <Text leading="relaxed">
          信用修复是指失信主体在纠正失信行为、履行相关义务、消除不良影响后，按照规定申请移出严重失信主体名单、停止公示失信信息的过程。信用修复不收取任何费用。
        </Text>
      </PageSection>

      <PageSection id="repair-entries" title="办事指引">
        <EntryCards entries={REPAIR_ENTRIES.map(({ href, name }) => ({ href, name }))} />
      </PageSection>

      <Deferred resolve={hub} loading={{ variant: 'list', count: 6, label: '正在加载信用修复类型和动态' }}>
        {(data) => (
          <>
            <PageSection id="repair-types" title="可申请修复的信息">
              {data.types.length === 0 ? (
                <EmptyState />
              ) : (
                <Inline as="ul" space="sm">
                  {data.types.map((type) => (
                    <Badge key={type.dictCode} tone="neutral">
                      {type.dictLabel}
                    </Badge>
                  ))}
                </Inline>
              )}
              <Text tone="muted" size="sm">
                各类信息的修复条件见<Link to="/repair-method">修复方式</Link>。
              </Text>
            </PageSection>
            <PageSection id="repair-news" title={REPAIR_NEWS.title}>
              {data.news.length === 0 ? (
                <EmptyState />
              ) : (
                <NewsList
                  items={data.news.map((article) => ({
                    id: article.id,
                    title: article.title,
                    href: `/repairDetail?id=${encodeURIComponent(article.id)}`,
                    time: article.releaseTime,
                  }))}
                  datePattern="yyyy-MM-dd"
                />
              )}
              <Text tone="muted" size="sm">
                <Link to={REPAIR_NEWS.href}>查看更多{REPAIR_NEWS.title}</Link>
              </Text>
            </PageSection>
          </>
        )}
      </Deferred>
    </Card>
  );
}
Component.displayName = 'RepairHubPage';
