import { useState, type FormEvent } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { EmptyState, TextLink } from '@credit-portal/ui';
import { useRouteMeta } from '../shell/routeMeta';
import { readPaging, writePaging } from '../shell/paging';
import { useLoaded } from '../shell/routeData';
import type { recordListLoader } from './genericLists';
import { PagedTable } from './PagedList';
import { KeywordSearch } from './KeywordSearch';
import { PageFrame } from './PageFrame';

type Row = Record<string, unknown>;

/**
 * The generic record table (spec §2 "Many list pages share one generic list view"): the route names
 * the list operation, its fixed filters and its columns; the page adds keyword search and paging.
 */
export function Component() {
  const meta = useRouteMeta();
  const config = meta?.records;
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const [draft, setDraft] = useState(paging.keyword);

  const list = useLoaded(useLoaderData<ReturnType<typeof recordListLoader>>());

  // With a detail page, one column's cell (default the first) links each row to it.
  const detailHref = config?.detailHref;
  const linkColumn = config?.linkColumn ?? config?.columns[0]?.key;
  const columns = (config?.columns ?? []).map((column) =>
    detailHref && column.key === linkColumn
      ? { ...column, render: (row: Row) => <TextLink href={detailHref(row)}>{String(row[column.key] ?? '')}</TextLink> }
      : column,
  );

  const search = (event: FormEvent) => {
    event.preventDefault();
    setParams(writePaging(params, { keyword: draft.trim(), pageNo: 1 }));
  };

  return (
    <PageFrame as="section">
      <KeywordSearch label={`${meta?.title ?? ''}查询`} onSubmit={search} name="keyword" value={draft} onChange={setDraft} placeholder={config?.keywordHint} />
      <PagedTable<Row>
        list={list}
        empty={<EmptyState title={paging.keyword ? `未找到与“${paging.keyword}”相关的记录` : undefined} />}
        caption={meta?.title ?? ''}
        captionHidden
        // Cards of labelled lines where the box is narrower than the table needs (a phone), never a sideways scroll.
        layout="stack"
        columns={columns}
        rowKey={(row, index) => String(row.id ?? index)}
      />
    </PageFrame>
  );
}
Component.displayName = 'RecordListPage';
