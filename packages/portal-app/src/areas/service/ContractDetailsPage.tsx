import { useLoaderData } from 'react-router';
import { PageTitle } from '../../shell/PageTitle';
import type { contractDetailsLoader } from './loaders';
import { CreditArchiveLink } from '../../views/CreditArchiveLink';
import { ColumnFacts } from '../../views/Facts';
import { PageSection } from '../../views/PageSection';
import { Card, Heading, Text, TextLink } from '@credit-portal/ui';

const amount = (value: number) => value.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * /service-contract-details?id= (spec §2 'Credit service'): one contract of 合同履约 with both parties,
 * the performance period, 履约情况 and, for 违约, the 违约情形 (POST detail with a JSON body, spec §7), as the
 * route's loader read it.
 */
export function Component() {
  const contract = useLoaderData<typeof contractDetailsLoader>();

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>合同履约详情</PageTitle>
      <Heading level={2} size="xl">{contract.name}</Heading>
      <PageSection id="contract-basics" title="合同信息">
        <ColumnFacts
          facts={[
            ['合同编号', contract.contractNo],
            ['合同类型', contract.contractType],
            ['合同金额（万元）', amount(contract.amount)],
            ['签订日期', contract.signDate],
            ['履约期限', `${contract.startDate} 至 ${contract.endDate}`],
            ['所属区域', contract.district],
            ['监管部门', contract.organ],
            ['更新时间', contract.updateTime],
          ]}
        />
      </PageSection>
      <PageSection id="contract-parties" title="合同当事人">
        <ColumnFacts
          facts={[
            ['甲方', contract.partyA],
            ['甲方统一社会信用代码', contract.partyACode],
            ['乙方', <CreditArchiveLink key="partyB" creditCode={contract.partyBCode}>{contract.partyB}</CreditArchiveLink>],
            ['乙方统一社会信用代码', contract.partyBCode],
          ]}
        />
      </PageSection>
      <PageSection id="contract-performance" title="履约情况">
        <ColumnFacts
          facts={[['履约状态', contract.status], ['履约情况', contract.performanceDesc], contract.breachDesc && ['违约情形', contract.breachDesc]]}
        />
      </PageSection>
      <Text tone="muted" size="sm">
        <TextLink href="/service-contract-performance">
          返回合同履约列表
        </TextLink>
      </Text>
    </Card>
  );
}
Component.displayName = 'ContractDetailsPage';
