import { PageTitle } from '../../shell/PageTitle';
import { SERVICE_ENTRIES } from './serviceEntries';
import { EntryCards, PageSection } from '../../views/PageSection';
import { Card, Text } from '@credit-portal/ui';

/**
 * /credit-Service (spec §2 'Credit service'): the hub of the 信用服务 tab, a card per service. The
 * objection, complaint and inquiry pages are built beside this group (routes/serviceObjections.ts).
 */
export function Component() {
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>信用服务</PageTitle>
      <Text leading="relaxed">
        面向企业、社会组织和个人提供的在线信用服务：申报守信信息、发布自主声明、对信用信息提出异议、投诉失信行为、查询企业信用和办件进度。
      </Text>
      {SERVICE_ENTRIES.map((group) => (
        <PageSection key={group.id} id={group.id} title={group.title}>
          <EntryCards entries={group.entries} />
        </PageSection>
      ))}
    </Card>
  );
}
Component.displayName = 'ServiceHubPage';
