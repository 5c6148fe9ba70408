import { Link, useLoaderData, useSearchParams } from 'react-router';
import { catalogueMessage } from '@credit-portal/api-client';
import { Card, EmptyState, ErrorState, Heading, isValidUnifiedSocialCreditCode, normaliseUscc, Text } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { CreditCodeLookup } from './CreditCodeLookup';
import type { creditDeclareDetailLoader } from './loaders';
import { CreditArchiveLink } from '../../views/CreditArchiveLink';
import { ColumnFacts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';

// `creditCode`, not `code`: a `code` in the address is a single sign-on return (spec §4), exchanged and removed.

/**
 * /service-credit-declare-detail?creditCode= (spec §2 'Credit service'): a subject's registration details and
 * how many credit declarations it has made (creditdeclare/detailByCreditCode), before or after declaring.
 * The route's loader reads the summary; an unknown code says so under the lookup, to try another.
 */
export function Component() {
  const [params] = useSearchParams();
  const asked = params.get('creditCode');
  const code = normaliseUscc(asked ?? '');
  const valid = isValidUnifiedSocialCreditCode(code);
  const summary = useLoaderData<typeof creditDeclareDetailLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>申报概况</PageTitle>
      <CreditCodeLookup key={asked} label="按统一社会信用代码查询申报概况" initial={asked} />
      {!valid && <EmptyState title={code ? '统一社会信用代码有误' : '请输入统一社会信用代码'} description="输入18位统一社会信用代码，查看主体的登记信息和信用申报情况。" />}
      {valid && !summary && <ErrorState message={catalogueMessage('notFound')} />}
      {summary && (
        <>
          <Heading level={2} size="xl">{summary.name}</Heading>
          <PageSection id="declare-summary" title="信用申报情况" level={3}>
            <ColumnFacts
              facts={[
                ['已申报次数', `${summary.declarationCount} 次`],
                ['最近申报时间', summary.lastDeclarationTime ?? '暂无申报'],
              ]}
            />
          </PageSection>
          <PageSection id="declare-registration" title="登记信息" level={3}>
            <ColumnFacts
              facts={[
                ['统一社会信用代码', summary.creditCode],
                ['主体类型', summary.kindName],
                [summary.kind === 'socialOrganisation' ? '负责人' : '法定代表人', summary.legalPerson],
                ['成立日期', summary.establishedDate],
                ['注册资本（万元）', summary.registeredCapital],
                ['所属行业', summary.industry],
                ['登记状态', summary.status],
                ['所属区域', summary.district],
                ['住所', summary.address],
              ]}
            />
          </PageSection>
          <Text tone="muted" size="sm">
            <CreditArchiveLink creditCode={summary.creditCode}>查看企业信用档案</CreditArchiveLink>
            {' · '}
            <Link to="/service-credit-declare">我要申报</Link>
          </Text>
        </>
      )}
    </Card>
  );
}
Component.displayName = 'CreditDeclareDetailPage';
