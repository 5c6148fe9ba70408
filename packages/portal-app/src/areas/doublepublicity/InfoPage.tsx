import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { Button, DataTable, DateInput, EmptyState, ErrorState, Field, Pagination, Select, Skeleton, TextInput } from '@credit-portal/ui';
import { PageTitle } from '../../shell/PageTitle';
import { useRouteMeta } from '../../shell/routeMeta';
import { PAGE_SIZES, readPaging, writePaging } from '../../shell/paging';
import { portal } from '../../shell/portal';
import { useResource } from '../../shell/useResource';
import { KindSwitch, SectionNav, readKind, type KindType } from './kinds';
import * as styles from './DoublePublicity.css';

type Condition = Schemas['SearchCondition'];
type Row = Record<string, unknown> & { id: string; resourceId: string };

const RESOURCE_PATTERN = /^(XK|CF)-[A-Z]{2,8}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Without a resource the lists span every organ, and getRconditionConfig (which needs a resource)
 * has nothing to say: the page then offers the conditions both lists document for all organs.
 */
function conditionsForAll(type: KindType): Condition[] {
  const word = type === 1 ? '许可' : '处罚';
  return [
    { prop: 'keyword', label: '关键词', type: 'input', placeholder: `请输入行政相对人名称、统一社会信用代码或${word}决定书文号` },
    { prop: 'decisionDate', label: `${word}决定日期`, type: 'dateRange', placeholder: '开始日期至结束日期', params: ['decisionDateFrom', 'decisionDateTo'] },
  ];
}

/** The query parameters a set of conditions reads from the address. */
function conditionParams(conditions: readonly Condition[]): string[] {
  return conditions.flatMap((condition) => (condition.type === 'dateRange' ? (condition.params ?? []) : [condition.prop]));
}

async function loadConditions(type: KindType, resourceId: string, signal: AbortSignal) {
  const [conditions, resources] = await Promise.all([
    resourceId
      ? unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getRconditionConfig', { params: { query: { resourceId } }, signal }))
      : Promise.resolve(conditionsForAll(type)),
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getResourceList', { params: { query: { type } }, signal })),
  ]);
  return { conditions, resources };
}

async function loadRecords(type: KindType, query: Record<string, string | number>, signal: AbortSignal) {
  const answer =
    type === 1
      ? await unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getPermitList', { params: { query }, signal }))
      : await unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getPunishList', { params: { query }, signal }));
  return { page: answer.columnShowList as { records: Row[]; total: number; size: number; current: number }, columns: answer.columns };
}

function ConditionControl({ condition, params }: { condition: Condition; params: URLSearchParams }) {
  if (condition.type === 'dateRange') {
    const [from = `${condition.prop}From`, to = `${condition.prop}To`] = condition.params ?? [];
    return (
      <Field group label={condition.label} className={styles.condition}>
        <span className={styles.dateRange}>
          <DateInput id={`dp-${from}`} name={from} aria-label={`${condition.label}：开始日期`} defaultValue={params.get(from) ?? ''} />
          <span aria-hidden="true">至</span>
          <DateInput id={`dp-${to}`} name={to} aria-label={`${condition.label}：结束日期`} defaultValue={params.get(to) ?? ''} />
        </span>
      </Field>
    );
  }
  if (condition.type === 'select') {
    return (
      <Field label={condition.label} className={styles.condition}>
        <Select name={condition.prop} placeholder={condition.placeholder || '全部'} options={condition.options ?? []} defaultValue={params.get(condition.prop) ?? ''} />
      </Field>
    );
  }
  return (
    <Field label={condition.label} className={styles.condition}>
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

/** 双公示信息 (spec §2 /double-publicity-info): permits or penalties, one organ's or all, searchable and paged. */
export function Component() {
  const meta = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const paging = readPaging(params);
  const kind = readKind(params);
  const requested = params.get('resourceId') ?? '';
  // A resource of the other kind would answer 4040; the switch keeps only resources of this kind.
  const resourceId = RESOURCE_PATTERN.test(requested) && requested.startsWith(kind.prefix) ? requested : '';

  // The form's fields are uncontrolled and start from the address; they start again when the address
  // changes from elsewhere (back, forward, the kind switch), but not after the form's own search, so
  // the focus stays on the 查询 button.
  const address = params.toString();
  const [form, setForm] = useState({ address, key: 0, expected: '' });
  if (form.address !== address) setForm({ address, key: address === form.expected ? form.key : form.key + 1, expected: '' });

  const setup = useResource((signal) => loadConditions(kind.type, resourceId, signal), `${kind.type}:${resourceId}`);
  const conditions = setup.status === 'ready' ? setup.data.conditions : null;
  const names = conditions ? conditionParams(conditions) : [];
  const dateNames = new Set((conditions ?? []).flatMap((condition) => (condition.type === 'dateRange' ? (condition.params ?? []) : [])));

  const query: Record<string, string | number> = { pageNo: paging.pageNo, pageSize: paging.pageSize };
  if (resourceId) query.resourceId = resourceId;
  for (const name of names) {
    const value = (name === 'keyword' ? paging.keyword : (params.get(name) ?? '')).trim();
    // A hand-edited address with a malformed date is ignored rather than sent (the back end answers 400).
    if (value && (!dateNames.has(name) || DATE_PATTERN.test(value))) query[name] = value.slice(0, 100);
  }
  const list = useResource(
    async (signal) => {
      if (!conditions) return new Promise<never>(() => {});
      return loadRecords(kind.type, query, signal);
    },
    conditions ? JSON.stringify([kind.type, query]) : 'waiting',
  );

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

  const resourceOptions =
    setup.status === 'ready'
      ? setup.data.resources.map((resource) => ({ value: resource.resourceId, label: resource.organName }))
      : [];

  return (
    <section className={styles.page}>
      <PageTitle className={styles.title}>{meta?.pageTitle ?? meta?.title}</PageTitle>
      <SectionNav />
      <KindSwitch current={kind.type} label="信息类别" hrefOf={(type) => `?type=${type}`} />
      {setup.status === 'error' ? (
        <ErrorState message={setup.message} onRetry={setup.retry} />
      ) : setup.status === 'loading' ? (
        <Skeleton variant="table" count={8} columns={6} label={`正在加载${kind.label}信息`} />
      ) : (
        <>
          <form
            key={form.key}
            role="search"
            aria-label={`${kind.label}信息查询`}
            className={styles.conditions}
            onSubmit={search}
          >
            <Field label="数据来源单位" className={styles.condition}>
              <Select name="resourceId" placeholder="全部单位" options={resourceOptions} defaultValue={resourceId} />
            </Field>
            {setup.data.conditions.map((condition) => (
              <ConditionControl key={condition.prop} condition={condition} params={params} />
            ))}
            <span className={styles.buttons}>
              <Button type="submit" variant="primary">
                查询
              </Button>
              <Link to={`?type=${kind.type}`} className={styles.secondaryButton}>
                重置
              </Link>
            </span>
          </form>
          {list.status === 'error' ? (
            <ErrorState message={list.message} onRetry={list.retry} />
          ) : list.status === 'ready' && list.data.page.records.length === 0 ? (
            <EmptyState title={`没有找到符合条件的${kind.label}信息`} description="请调整查询条件后重试。" />
          ) : list.status === 'ready' ? (
            <>
              <DataTable<Row>
                caption={`${kind.label}信息列表`}
                captionHidden
                columns={list.data.columns.map((column, index) => ({
                  key: column.prop,
                  title: column.label,
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
              />
            </>
          ) : (
            <Skeleton variant="table" count={8} columns={6} label={`正在加载${kind.label}信息`} />
          )}
        </>
      )}
    </section>
  );
}
Component.displayName = 'DoublePublicityInfoPage';
