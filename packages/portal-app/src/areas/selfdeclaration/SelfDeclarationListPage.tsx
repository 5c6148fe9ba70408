import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, Text, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useLoaded } from '../../shell/routeData';
import { FilterForm } from '../../views/FilterForm';
import { PagedTable } from '../../views/PagedList';
import type { selfDeclarationListLoader } from './loaders';
import { SCOPES } from './scopes';
import { CREDIT_CODE_COLUMN } from '../../views/columns';

type Published = Schemas['PublishedSelfDeclaration'];

const selfDeclarationHref = (id: string) => `/self-declaration-detail?id=${encodeURIComponent(id)}`;

const COLUMNS: DataTableColumn<Published>[] = [
  { key: 'title', title: '声明标题', render: (row) => <Link to={selfDeclarationHref(row.id)}>{row.title}</Link> },
  { key: 'enterpriseName', title: '声明企业' },
  CREDIT_CODE_COLUMN,
  { key: 'scope', title: '声明范围' },
  { key: 'validTo', title: '有效期', render: (row) => `${row.validFrom} 至 ${row.validTo}` },
  { key: 'publishTime', title: '公示时间', nowrap: true, render: (row) => row.publishTime.slice(0, 10) },
];

/**
 * /self-declaration-list (spec §2 'Credit service'): 自主声明公示, the reviewed self-declarations within
 * their validity, filtered by words and 声明范围 kept in the address (the route's loader reads the page
 * they ask for); each opens its text.
 */
export function Component() {
  const [params] = useSearchParams();
  const list = useLoaded(useLoaderData<typeof selfDeclarationListLoader>());

  return (
    <Card as="section" look="panel" padding="lg" space="md">
      <PageTitle>自主声明公示</PageTitle>
      <Text leading="relaxed">
        以下为经审核、在有效期内的企业自主声明，接受社会监督。发现企业违背声明的，可通过<Link to="/credit-complaint">信用投诉</Link>
        反映；企业发布声明请至<Link to="/self-declaration1">我要声明</Link>。
      </Text>
      <FilterForm
        key={params.toString()}
        label="自主声明查询"
        keywordHint="企业名称、统一社会信用代码或声明标题"
        selects={[{ name: 'scope', label: '声明范围', options: SCOPES.map((item) => ({ value: item, label: item })) }]}
      />
      <PagedTable<Published>
        list={list}
        caption="自主声明公示"
        captionHidden
        columns={COLUMNS}
        empty={<EmptyState title="暂无符合条件的自主声明" />}
      />
    </Card>
  );
}
Component.displayName = 'SelfDeclarationListPage';
