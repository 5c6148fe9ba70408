import { Link, useLoaderData, useSearchParams } from 'react-router';
import { Card, EmptyState, Inline, SectionHeading, Stack, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { SAFETY_CAMPAIGNS, isSafetyKind } from './campaigns';
import type { safetyEntryLoader } from './loaders';
import { SafetyEntryFacts } from './SafetyEntryFacts';

/**
 * 名单详情 (spec §2 /safe-detail?type=food&keyword=…): an enterprise's entry on a campaign's black or
 * white list, read with the campaign's check by its credit code (the lists have no detail operation;
 * the check answers the whole entry and which list it is on).
 */
export function Component() {
  const meta = useRouteMeta();
  const [params] = useSearchParams();
  const type = params.get('type');
  const keyword = (params.get('keyword') ?? '').trim();
  const campaign = isSafetyKind(type) ? SAFETY_CAMPAIGNS[type] : undefined;
  const answer = useLoaderData<typeof safetyEntryLoader>();

  let body;
  if (!campaign || keyword.length < 2) {
    body = <EmptyState title="未指定要查看的企业" description="请从食品、药品或农产品质量安全的红黑名单中选择一家企业查看详情" />;
  } else if (!answer?.record) {
    body = <EmptyState title={`${keyword} ${answer?.message ?? ''}`} description="该企业可能已移出名单，请返回名单重新查询" />;
  } else {
    const record = answer.record;
    body = (
      <Stack as="section" space="md" aria-labelledby="safety-entry-title">
        <SectionHeading level={2} id="safety-entry-title">
          {record.name}
        </SectionHeading>
        <Text tone="muted" leading="body">{answer.message}</Text>
        <SafetyEntryFacts entry={record} />
      </Stack>
    );
  }

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>{meta?.pageTitle ?? meta?.title}</PageTitle>
      {body}
      {campaign && (
        <Inline space="sm">
          <Link to={campaign.href}>返回{campaign.label}红黑名单</Link>
          <Link to={campaign.cluesHref}>我要举报{campaign.label}线索</Link>
        </Inline>
      )}
    </Card>
  );
}
Component.displayName = 'SafetyDetailPage';
