import { useState, type FormEvent } from 'react';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import { Button, ButtonLink, Column, Columns, DataTable, DateInput, EmptyState, Field, Pagination, Select, Skeleton, TextInput } from '@credit-portal/ui';
import { PAGE_SIZES, readPaging, writePaging } from '../../shell/paging';
import { useLoaded } from '../../shell/routeData';
import { KindSwitch, SectionNav, readKind } from './kinds';
import { conditionParams, type InfoRow as Row, type doublePublicityInfoLoader } from './loaders';
import * as styles from './DoublePublicity.css';
import * as filterStyles from '../../views/filterLayout';
import { PageFrame } from '../../views/PageFrame';

type Condition = Schemas['SearchCondition'];

/** The record's fields read as one, never broken over lines: the subject's code and the decision's date. */
const READ_AS_ONE: ReadonlySet<string> = new Set(['creditCode', 'decisionDate']);

function ConditionControl({ condition, params }: { condition: Condition; params: URLSearchParams }) {
  if (condition.type === 'dateRange') {
    const [from = `${condition.prop}From`, to = `${condition.prop}To`] = condition.params ?? [];
    return (
      <Field group label={condition.label} className={filterStyles.pairField}>
        {/* Side by side under the label, 开始 至 结束; one above the other on a phone. */}
        <Columns space="xs" collapseBelow="sm" alignY="center">
          <Column>
            <DateInput id={`dp-${from}`} name={from} aria-label={`${condition.label}：开始日期`} defaultValue={params.get(from) ?? ''} />
          </Column>
          <Column width="content">
            <span aria-hidden="true">至</span>
          </Column>
          <Column>
            <DateInput id={`dp-${to}`} name={to} aria-label={`${condition.label}：结束日期`} defaultValue={params.get(to) ?? ''} />
          </Column>
        </Columns>
      </Field>
    );
  }
  if (condition.type === 'select') {
    return (
      <Field label={condition.label} className={filterStyles.filterField}>
        <Select name={condition.prop} placeholder={condition.placeholder || '全部'} options={condition.options ?? []} defaultValue={params.get(condition.prop) ?? ''} />
      </Field>
    );
  }
  return (
    <Field label={condition.label} className={filterStyles.filterField}>
      <TextInput
        type="search"
        name={condition.prop}
        maxLength={100}
        placeholder={condition.placeholder}
        defaultValue={params.get(condition.prop) ?? ''}
      />
    </Field>
  );
}

/**
 * 双公示信息 (spec §2 /double-publicity-info): permits or penalties, one organ's or all, searchable and
 * paged; the route's loader reads the conditions, the resources and the page the address asks for.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const kind = readKind(params);
  const data = useLoaderData<typeof doublePublicityInfoLoader>();
  const { resourceId, conditions } = data;

  // The form's fields are uncontrolled and start from the address; they start again when the address
  // changes from elsewhere (back, forward, the kind switch), but not after the form's own search, so
  // the focus stays on the 查询 button.
  const address = params.toString();
  const [form, setForm] = useState({ address, key: 0, expected: '' });
  if (form.address !== address) setForm({ address, key: address === form.expected ? form.key : form.key + 1, expected: '' });

  const names = conditionParams(conditions);
  // Another page, kind or search loads with the table's skeleton in place of the records, under the form.
  const list = useLoaded(data.records);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    next.set('type', String(kind.type));
    const chosen = String(fields.get('resourceId') ?? '');
    if (chosen) next.set('resourceId', chosen);
    for (const name of names) {
      // The categories belong to a resource: a new resource starts without one.
      if (name === 'category' && chosen !== resourceId) continue;
      const value = String(fields.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    const target = writePaging(next, { pageNo: 1, pageSize: paging.pageSize });
    setForm((current) => ({ ...current, expected: target.toString() }));
    setParams(target);
  };

  const resourceOptions = data.resources.map((resource) => ({ value: resource.resourceId, label: resource.organName }));

  return (
    <PageFrame as="section">
      <SectionNav />
      <KindSwitch current={kind.type} label="信息类别" hrefOf={(type) => `?type=${type}`} />
      <form
        key={form.key}
        role="search"
        method="get"
        aria-label={`${kind.label}信息查询`}
        className={filterStyles.filters}
        onSubmit={search}
      >
        <Field label="数据来源单位" className={filterStyles.filterField}>
          <Select name="resourceId" placeholder="全部单位" options={resourceOptions} defaultValue={resourceId} />
        </Field>
        {conditions.map((condition) => (
          <ConditionControl key={condition.prop} condition={condition} params={params} />
        ))}
        <span className={filterStyles.buttons}>
          <Button type="submit" variant="primary">
            查询
          </Button>
          <ButtonLink href={`?type=${kind.type}`}>重置</ButtonLink>
        </span>
      </form>
      {list.status === 'ready' && list.data.page.records.length === 0 ? (
        <EmptyState title={`没有找到符合条件的${kind.label}信息`} description="请调整查询条件后重试。" />
      ) : list.status === 'ready' ? (
        <>
          <DataTable<Row>
            caption={`${kind.label}信息列表`}
            captionHidden
            columns={list.data.columns.map((column, index) => ({
              key: column.prop,
              title: column.label,
              nowrap: READ_AS_ONE.has(column.prop),
              render:
                index === 0
                  ? (row: Row) => (
                      <Link
                        to={`/license-punishment-detail?dataId=${encodeURIComponent(row.id)}&type=${kind.type}&resourceId=${encodeURIComponent(row.resourceId)}`}
                      >
                        {String(row[column.prop] ?? '')}
                      </Link>
                    )
                  : undefined,
            }))}
            rows={list.data.page.records}
            rowKey={(row) => row.id}
          />
          <Pagination
            className={styles.pagination}
            total={list.data.page.total}
            page={list.data.page.current}
            pageSize={list.data.page.size}
            pageSizes={PAGE_SIZES}
            onChange={(pageNo, pageSize) => setParams(writePaging(params, { pageNo, pageSize }))}
            withoutScript={{ pageParam: 'pageNo', sizeParam: 'pageSize', params: [...params] }}
          />
        </>
      ) : (
        <Skeleton variant="table" count={8} columns={6} label={`正在加载${kind.label}信息`} />
      )}
    </PageFrame>
  );
}
Component.displayName = 'DoublePublicityInfoPage';
