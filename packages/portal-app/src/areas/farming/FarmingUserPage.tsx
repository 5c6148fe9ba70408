import { Link, useLoaderData } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { EmptyState, type DataTableColumn } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useLoaded } from '../../shell/routeData';
import { PagedTable, type PageOf } from '../../views/PagedList';
import { StatusFilter, useStatusFilteredList } from '../../views/StatusFilteredList';
import * as page from '../../views/page.css';
import type { farmingUserLoader } from './loaders';
import { amountText, rateText } from './products';
import { APPLICATIONS_ADDRESS, FAVOURITES_ADDRESS, STATUSES } from './queries';
import { FARMING, productHref } from './subsite';
import { PageSection } from '../../views/PageSection';

type Application = Schemas['MyApplication'];
type Collected = Schemas['CollectedProduct'];
const amount = (value: number | null) => (value === null ? '—' : `${value} 万元`);

const APPLICATION_COLUMNS: DataTableColumn<Application>[] = [
  { key: 'applyNo', title: '申请编号' },
  { key: 'productName', title: '申请产品', render: (row) => <Link to={productHref(row.productId)}>{row.productName}</Link> },
  { key: 'institutionName', title: '金融机构' },
  { key: 'amount', title: '申请金额', render: (row) => amount(row.amount) },
  { key: 'term', title: '期限（月）', align: 'right' },
  { key: 'status', title: '办理状态' },
  { key: 'creditAmount', title: '授信金额', render: (row) => amount(row.creditAmount) },
  { key: 'loanAmount', title: '放款金额', render: (row) => amount(row.loanAmount) },
  { key: 'opinion', title: '审核意见', render: (row) => row.opinion ?? '—' },
  { key: 'applyTime', title: '申请时间' },
];

const COLLECT_COLUMNS: DataTableColumn<Collected>[] = [
  { key: 'name', title: '产品名称', render: (row) => <Link to={productHref(row.id)}>{row.name}</Link> },
  { key: 'institutionName', title: '金融机构' },
  { key: 'rate', title: '参考利率', render: (row) => rateText(row) },
  { key: 'amount', title: '贷款额度', render: (row) => amountText(row) },
  { key: 'collectTime', title: '收藏时间' },
];

function MyApplications({ page: loaded }: { page: PageOf<Application> }) {
  const list = useStatusFilteredList(APPLICATIONS_ADDRESS, STATUSES);
  const applications = useLoaded(loaded);
  return (
    <PageSection id="my-applications" title="我的融资申请">
      <StatusFilter label="办理状态" id="my-apply-status" statuses={STATUSES} value={list.status} onChange={list.setStatus} />
      <PagedTable<Application>
        list={applications}
        onPageChange={list.setPage}
        pagerLabels={{ nav: '融资申请分页' }}
        empty={
          <EmptyState title="暂无融资申请" description="可在金融产品中选择产品申请，企业用户也可发布融资需求。">
            <Link to={FARMING.docking}>发布融资需求</Link>
          </EmptyState>
        }
        header={(loaded) => <p className={page.muted}>共 {loaded.total} 条申请</p>}
        caption="我的融资申请"
        captionHidden
        columns={APPLICATION_COLUMNS}
        labels={{ loading: '正在加载我的融资申请' }}
      />
    </PageSection>
  );
}

function MyFavourites({ page: loaded }: { page: PageOf<Collected> }) {
  const list = useStatusFilteredList(FAVOURITES_ADDRESS, []);
  const favourites = useLoaded(loaded);
  return (
    <PageSection id="my-favourites" title="我收藏的产品">
      <PagedTable<Collected>
        list={favourites}
        onPageChange={list.setPage}
        pagerLabels={{ nav: '收藏产品分页' }}
        empty={
          <EmptyState title="暂无收藏的产品">
            <Link to={FARMING.products}>浏览金融产品</Link>
          </EmptyState>
        }
        caption="我收藏的产品"
        captionHidden
        columns={COLLECT_COLUMNS}
        labels={{ loading: '正在加载我收藏的产品' }}
      />
    </PageSection>
  );
}

/**
 * 我的融资 (/farming-user, login required): the visitor's own applications (financing demands) and
 * favourite products, each list's page and filter in the address, read by the route's loader.
 */
export function Component() {
  const { applications, favourites } = useLoaderData<typeof farmingUserLoader>();
  return (
    <div className={page.page}>
      <PageTitle className={page.title}>我的融资</PageTitle>
      <MyApplications page={applications} />
      <MyFavourites page={favourites} />
    </div>
  );
}
Component.displayName = 'FarmingUserPage';
