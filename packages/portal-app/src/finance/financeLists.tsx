// A visitor's own loan applications and favourite products as paged tables, shown by the farming
// sub-site's 我的融资 (/farming-user) and the user centre's 我的融资申请 and 我的收藏 (/user). Each row leads
// to the product's detail in the sub-site the page belongs to (`productHref`).
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { EmptyState, Text, type DataTableColumn } from '@credit-portal/ui';
import { useLoaded } from '../shell/routeData';
import { PagedTable, type PageOf } from '../views/PagedList';
import { StatusFilter, useStatusFilteredList } from '../views/StatusFilteredList';
import type { ListAddressNames } from '../views/statusFilteredAddress';
import { amountText, rateText } from './products';
import { STATUSES } from './queries';

export type MyApplication = Schemas['MyApplication'];
export type CollectedProduct = Schemas['CollectedProduct'];

const amount = (value: number | null) => (value === null ? '—' : `${value} 万元`);

interface FinanceListProps<T> {
  page: PageOf<T>;
  /** The list's page, size (and status) in the address. */
  names: ListAddressNames;
  /** A product's detail, in the sub-site of the page. */
  productHref: (id: string) => string;
  /** What an empty list offers instead (a link to the products). */
  emptyAction: ReactNode;
}

function applicationColumns(productHref: (id: string) => string): DataTableColumn<MyApplication>[] {
  return [
    { key: 'applyNo', title: '申请编号', nowrap: true },
    { key: 'productName', title: '申请产品', render: (row) => <Link to={productHref(row.productId)}>{row.productName}</Link> },
    { key: 'institutionName', title: '金融机构' },
    { key: 'amount', title: '申请金额', render: (row) => amount(row.amount), nowrap: true },
    { key: 'term', title: '期限（月）', align: 'right', nowrap: true },
    { key: 'status', title: '办理状态' },
    { key: 'creditAmount', title: '授信金额', render: (row) => amount(row.creditAmount), nowrap: true },
    { key: 'loanAmount', title: '放款金额', render: (row) => amount(row.loanAmount), nowrap: true },
    { key: 'opinion', title: '审核意见', render: (row) => row.opinion ?? '—' },
    { key: 'applyTime', title: '申请时间', nowrap: true },
  ];
}

function favouriteColumns(productHref: (id: string) => string): DataTableColumn<CollectedProduct>[] {
  return [
    { key: 'name', title: '产品名称', render: (row) => <Link to={productHref(row.id)}>{row.name}</Link> },
    { key: 'institutionName', title: '金融机构' },
    { key: 'rate', title: '参考利率', render: (row) => rateText(row), nowrap: true },
    { key: 'amount', title: '贷款额度', render: (row) => amountText(row), nowrap: true },
    { key: 'collectTime', title: '收藏时间', nowrap: true },
  ];
}

/** 我的融资申请: the visitor's applications of the status the address names, newest first. */
export function MyApplicationsTable({ page: loaded, names, productHref, emptyAction }: FinanceListProps<MyApplication>) {
  const list = useStatusFilteredList(names, STATUSES);
  const applications = useLoaded(loaded);
  return (
    <>
      <StatusFilter label="办理状态" id={`${names.status}-filter`} statuses={STATUSES} value={list.status} onChange={list.setStatus} />
      <PagedTable<MyApplication>
        list={applications}
        pageNames={names}
        preventScrollReset
        pagerLabels={{ nav: '融资申请分页' }}
        empty={
          <EmptyState title={list.status ? `没有“${list.status}”的融资申请` : '暂无融资申请'} description="可在金融产品中选择产品申请，企业用户也可发布融资需求。">
            {emptyAction}
          </EmptyState>
        }
        header={(loaded) => <Text tone="muted" size="sm">共 {loaded.total} 条申请</Text>}
        caption="我的融资申请"
        captionHidden
        layout="stack"
        columns={applicationColumns(productHref)}
        rowKey={(row) => row.id}
        labels={{ loading: '正在加载我的融资申请' }}
      />
    </>
  );
}

/** 我的收藏: the visitor's favourite products, the latest first. */
export function MyFavouritesTable({ page: loaded, names, productHref, emptyAction }: FinanceListProps<CollectedProduct>) {
  const favourites = useLoaded(loaded);
  return (
    <PagedTable<CollectedProduct>
      list={favourites}
      pageNames={names}
      preventScrollReset
      pagerLabels={{ nav: '收藏产品分页' }}
      empty={<EmptyState title="暂无收藏的产品">{emptyAction}</EmptyState>}
      header={(loaded) => <Text tone="muted" size="sm">共 {loaded.total} 款产品</Text>}
      caption="我收藏的产品"
      captionHidden
      layout="stack"
      columns={favouriteColumns(productHref)}
      rowKey={(row) => row.id}
      labels={{ loading: '正在加载我收藏的产品' }}
    />
  );
}
