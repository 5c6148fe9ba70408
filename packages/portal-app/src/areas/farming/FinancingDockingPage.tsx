import { useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Card, EmptyState, Text, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useLoaded } from '../../shell/routeData';
import { PagedTable } from '../../views/PagedList';
import { StatusFilter } from '../../views/StatusFilteredList';
import { ApplyForm } from '../../finance/ApplyForm';
import { FARMING_FOLLOW_UP } from './subsite';
import type { financingDockingLoader } from './loaders';
import { STATUSES, statusOf } from '../../finance/queries';
import { PageSection } from '../../views/PageSection';

type Demand = Schemas['FinancingDemand'];

const COLUMNS: DataTableColumn<Demand>[] = [
  { key: 'enterpriseName', title: '企业名称' },
  { key: 'areaName', title: '所属区域' },
  { key: 'industry', title: '所属行业' },
  { key: 'productName', title: '申请产品' },
  { key: 'institutionName', title: '金融机构' },
  { key: 'amount', title: '融资金额（万元）', align: 'right' },
  { key: 'term', title: '期限（月）', align: 'right' },
  { key: 'purpose', title: '资金用途' },
  { key: 'status', title: '对接状态' },
  { key: 'publishTime', title: '发布时间', nowrap: true },
];

/**
 * 融资对接 (/farming-financing-docking): an enterprise publishes a financing demand for a product of the
 * platform (spec §5, §6: enterprise accounts only), and everybody sees the published demands. The
 * route's loader reads the products the form offers and the page of demands the address asks for.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const status = statusOf(params, 'status');
  const { products, demands: loaded, enterprise, viewer } = useLoaderData<typeof financingDockingLoader>();
  const demands = useLoaded(loaded);
  const setStatus = (value: string) => {
    const next = new URLSearchParams(params);
    next.delete('pageNo');
    if (value) next.set('status', value);
    else next.delete('status');
    setParams(next, { preventScrollReset: true });
  };

  return (
    <Card look="panel" padding="lg" space="md">
      <PageTitle>融资对接</PageTitle>
      <PageSection id="docking-publish" title="发布融资需求">
        <Text tone="muted" size="sm">企业用户登录后选择金融产品、填写融资金额和期限即可发布需求，金融机构将在规定时限内受理对接。</Text>
        {/* A new demand is among those listed below: the loader reads them again. */}
        <ApplyForm products={products} enterpriseOnly draftKey="docking" enterprise={enterprise} viewer={viewer} followUp={FARMING_FOLLOW_UP} />
      </PageSection>
      <PageSection id="docking-demands" title="企业融资需求">
        <StatusFilter label="对接状态" id="docking-status" statuses={STATUSES} value={status ?? ''} onChange={setStatus} />
        <PagedTable<Demand>
          list={demands}
          preventScrollReset
          empty={<EmptyState title="暂无融资需求" />}
          header={(loaded) => <Text tone="muted" size="sm">共 {loaded.total} 条融资需求</Text>}
          caption="企业融资需求"
          captionHidden
          columns={COLUMNS}
          labels={{ loading: '正在加载融资需求' }}
        />
      </PageSection>
    </Card>
  );
}
Component.displayName = 'FarmingFinancingDockingPage';
