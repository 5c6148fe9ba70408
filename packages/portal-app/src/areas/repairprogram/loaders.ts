// The program's pages' data, read by their route modules' loaders (the server's, with the operator's
// cookie passed on by the renderer) and clientLoaders (the browser's, on navigation): the same functions.
// Each page also gets its operator (operatorLoader); a page whose address names nothing to show gets null.
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { program } from '#program';
import { readPaging } from '../../shell/paging';
import { APPLICATION_STATUSES, BASES, kindOf, recordIdOf } from './labels';
import { operatorLoader } from './program';

/** The applications list's filters of the address, as the contract takes them: an unknown status is no filter. */
export function applicationFiltersOf(params: URLSearchParams): { status?: Schemas['RepairApplicationStatus']; keyword?: string } {
  const status = APPLICATION_STATUSES.find((value) => value === params.get('status'));
  const keyword = (params.get('keyword') ?? '').trim().slice(0, 100);
  return { ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) };
}

export const LOG_SOURCES = ['单条撤销', '批量撤销', '修复申请'] as const;
export const LOG_STATUSES = ['已撤销公示', '已恢复公示'] as const;

/** The cancellation log's filters of the address, as the contract takes them. */
export function logFiltersOf(params: URLSearchParams) {
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | undefined => allowed.find((value) => value === params.get(name));
  const keyword = (params.get('keyword') ?? '').trim();
  const basis = pick('basis', BASES);
  const source = pick('source', LOG_SOURCES);
  const status = pick('status', LOG_STATUSES);
  return { ...(keyword ? { keyword } : {}), ...(basis ? { basis } : {}), ...(source ? { source } : {}), ...(status ? { status } : {}) };
}

/** The record the address names (`?kind=…&id=…`), or null. */
function recordOf(url: URL): { kind: Schemas['RepairRecordKind']; id: string } | null {
  const kind = kindOf(url.searchParams.get('kind'));
  const id = recordIdOf(url.searchParams.get('id'));
  return kind && id ? { kind, id } : null;
}

const readRecord = (record: { kind: Schemas['RepairRecordKind']; id: string }, signal: AbortSignal) =>
  unwrap(program.api.GET('/repairprogram/records/{kind}/{id}', { params: { path: record }, signal }));

/** /repair-program-home: the overview and the applications waiting for a decision. */
export const homeLoader = operatorLoader((_url, signal) =>
  Promise.all([
    unwrap(program.api.GET('/repairprogram/overview', { signal })),
    unwrap(program.api.GET('/repairprogram/applications', { params: { query: { status: '待审核', pageSize: 20 } }, signal })),
  ]).then(([overview, pending]) => ({ overview, pending })),
);

/** /repair-program-applications: one page of the applications the address filters. */
export const applicationsLoader = operatorLoader((url, signal) => {
  const { pageNo, pageSize } = readPaging(url.searchParams);
  return unwrap(program.api.GET('/repairprogram/applications', { params: { query: { ...applicationFiltersOf(url.searchParams), pageNo, pageSize } }, signal }));
});

/** /repair-program-application?id=…: the application with its history, or null when the address names none. */
export const applicationLoader = operatorLoader(async (url, signal) => {
  const id = recordIdOf(url.searchParams.get('id'));
  return id ? unwrap(program.api.GET('/repairprogram/applications/{id}', { params: { path: { id } }, signal })) : null;
});

/** /repair-program-detail and /repair-program-single-cancel: the record the address names, or null. */
export const recordLoader = operatorLoader(async (url, signal) => {
  const record = recordOf(url);
  return record ? readRecord(record, signal) : null;
});

/** /repair-program-single-Search: the records the keyword (at least 2 characters) finds, or null before one is given. */
export const searchLoader = operatorLoader(async (url, signal) => {
  const params = url.searchParams;
  const keyword = (params.get('keyword') ?? '').trim();
  if (keyword.length < 2) return null;
  const kind = kindOf(params.get('kind'));
  const publicityStatus = (['公示中', '已撤销公示'] as const).find((value) => value === params.get('publicityStatus'));
  const { pageNo, pageSize } = readPaging(params);
  return unwrap(
    program.api.GET('/repairprogram/records/search', {
      params: { query: { keyword, pageNo, pageSize, ...(kind ? { kind } : {}), ...(publicityStatus ? { publicityStatus } : {}) } },
      signal,
    }),
  );
});

/** /repair-program-cancel-log: one page of the cancellations the address filters. */
export const logLoader = operatorLoader((url, signal) => {
  const { pageNo, pageSize } = readPaging(url.searchParams);
  return unwrap(program.api.GET('/repairprogram/cancellations', { params: { query: { ...logFiltersOf(url.searchParams), pageNo, pageSize } }, signal }));
});

/** /repair-program-batch-cancel: the operator only (the batch is the page's, checked from the file the operator chooses). */
export const operatorOnlyLoader = operatorLoader(() => Promise.resolve(null));
