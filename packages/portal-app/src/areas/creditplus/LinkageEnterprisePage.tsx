import { useLoaderData } from 'react-router';
import { DataTable, EmptyState, Heading, Inline, SectionHeading, TextLink } from '@credit-portal/ui';
import { CASE_COLUMNS, LINKAGE_COLUMNS } from './columns';
import { DetailFrame, Facts } from './DetailFrame';
import type { linkageEnterpriseLoader } from './loaders';
import { enterpriseHref, type Linkage, type RewardPunishCase } from './scenes';

/**
 * /credit-plus-el-detail?creditCode=: an enterprise's linkage measures, cases and credit grade, read by
 * the route's loader from the three lists of 信用+联动监管.
 */
export function Component() {
  const record = useLoaderData<typeof linkageEnterpriseLoader>();
  return (
    <DetailFrame title="联动监管详情" record={record} back={{ href: '/credit-plus-el-main', label: '返回联动监管记录' }}>
      {(data) => (
        <>
          <Heading level={2} size="xl">{data.enterpriseName}</Heading>
          <Facts
            facts={[
              { term: '统一社会信用代码', value: data.creditCode },
              { term: '信用等级', value: data.grade ? `${data.grade.grade}级（${data.grade.score}分）` : '未参评' },
              { term: '所属行业', value: data.grade?.industry ?? data.linkages[0]?.industry },
              { term: '评价单位', value: data.grade ? `${data.grade.organ}（${data.grade.evaluateDate}）` : '' },
            ]}
          />
          <Inline as="p" space="md">
            <TextLink href={enterpriseHref(data.creditCode)}>
              查看企业信用档案
            </TextLink>
          </Inline>
          <SectionHeading>联动监管措施</SectionHeading>
          {data.linkages.length === 0 ? (
            <EmptyState title="暂无联动监管措施" />
          ) : (
            <DataTable<Linkage>
              caption="联动监管措施"
              captionHidden
              columns={LINKAGE_COLUMNS.filter((column) => column.key !== 'enterpriseName' && column.key !== 'creditCode')}
              rows={data.linkages}
              rowKey={(row) => row.id}
            />
          )}
          <SectionHeading>联合奖惩案例</SectionHeading>
          {data.cases.length === 0 ? (
            <EmptyState title="暂无联合奖惩案例" />
          ) : (
            <DataTable<RewardPunishCase>
              caption="联合奖惩案例"
              captionHidden
              columns={CASE_COLUMNS.filter((column) => column.key !== 'enterpriseName')}
              rows={data.cases}
              rowKey={(row) => row.id}
            />
          )}
        </>
      )}
    </DetailFrame>
  );
}
Component.displayName = 'LinkageEnterprisePage';
