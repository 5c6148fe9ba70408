import { Link, useLoaderData } from 'react-router';
import { Card, DataTable, EmptyState, Facts, Heading, Stack, Text, TextList, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import * as page from '../../views/page.css';
import { GUARANTEE_PAGES, INSTITUTION_TYPES, INSTITUTION_TYPE_NAMES, yuan, type GuaranteeInstitution, type GuaranteeProduct } from './guarantees';
import type { eleGuaranteeTableLoader } from './loaders';

const COLUMNS: readonly DataTableColumn<GuaranteeProduct>[] = [
  { key: 'name', title: '产品名称' },
  { key: 'rate', title: '费率', render: (p) => `${p.rate}%`, align: 'right' },
  { key: 'minPremium', title: '最低保费', render: (p) => yuan(p.minPremium), align: 'right' },
  { key: 'maxAmount', title: '担保额度', render: (p) => `${yuan(p.minAmount)}至${yuan(p.maxAmount)}` },
  {
    key: 'conditions',
    title: '承保条件',
    render: (p) => (
      <TextList leading="relaxed">
        {p.conditions.map((condition) => (
          <li key={condition}>{condition}</li>
        ))}
      </TextList>
    ),
  },
  { key: 'issueTime', title: '出函时效' },
];

function Institution({ institution }: { institution: GuaranteeInstitution }) {
  return (
    <Card as="article">
      <Heading level={2} tone="brand" id={`institution-${institution.id}`}>
        {institution.name}
      </Heading>
      <Facts
        items={[
          { term: '机构类别', value: `${INSTITUTION_TYPE_NAMES[institution.institutionType]}（${institution.institutionType}）` },
          { term: '信用评价等级', value: `${institution.rating}级` },
          { term: '统一社会信用代码', value: <Text as="span" code>{institution.creditCode}</Text> },
          { term: '服务电话', value: institution.phone },
          { term: '地址', value: institution.address },
        ]}
      />
      <DataTable caption={`${institution.name}的保函产品`} captionHidden columns={COLUMNS} rows={institution.products} layout="stack" />
    </Card>
  );
}

/** 保函机构及产品 (/ele-guarantee-table): the institutions admitted to the platform and their products, by type. */
export function Component() {
  const { institutionType, institutions } = useLoaderData<typeof eleGuaranteeTableLoader>();
  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>保函机构及产品</PageTitle>
      <Text leading="relaxed">
        以下出函机构已接入本市电子保函平台，可出具公共资源交易投标保函。投标企业可比较费率和承保条件，自主选择出函机构，招标人不得指定。保费按担保金额乘以费率计算，不低于最低保费。
        <Link to={GUARANTEE_PAGES.input}>在线申请电子保函</Link>
      </Text>
      <nav aria-label="机构类别" className={page.linkTabs}>
        <ul>
          {[null, ...INSTITUTION_TYPES].map((type) => (
            <li key={type ?? 'all'}>
              <Link to={type ? `?institutionType=${encodeURIComponent(type)}` : '?'} aria-current={type === institutionType ? 'page' : undefined}>
                {type ? INSTITUTION_TYPE_NAMES[type] : '全部机构'}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {institutions.length === 0 ? (
        <EmptyState title="暂无出函机构" />
      ) : (
        <Stack as="ul" space="md" aria-label="出函机构">
          {institutions.map((institution) => (
            <Institution key={institution.id} institution={institution} />
          ))}
        </Stack>
      )}
    </Card>
  );
}
Component.displayName = 'EleGuaranteeTablePage';
