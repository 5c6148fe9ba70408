// What a list of a visitor's own submissions (MySubmissions.tsx) needs besides its component: its
// loader, its address and columns. Loaders are in the first chunk and must not bring the list's
// components with them.
import type { LoaderFunctionArgs } from 'react-router';
import type { Schemas } from '@credit-portal/api-client';
import type { DataTableColumn } from '@credit-portal/ui';
import { ifSignedIn, orForbidden, searchOf, type FORBIDDEN } from '../shell/routeData';
import type { PageOf } from './PagedList';
import { readStatusFilteredList, type ListAddressNames } from './statusFilteredAddress';
import type { SubmissionProgress } from './submissions';

type Status = Schemas['SubmissionStatus'];

/** The statuses the list filters by (openapi SubmissionStatus). */
export const SUBMISSION_STATUSES: readonly Status[] = ['待受理', '受理中', '已办结'];

/** The list's state in the address of a page that is about the list (我的信用投诉, an objection's progress, 我的线索). */
export const MY_SUBMISSIONS_ADDRESS: ListAddressNames = { page: 'pageNo', size: 'pageSize', status: 'status' };

/**
 * The list's state in the address of a page that is about something else first (a declaration's guide
 * and form): names of its own, apart from any other list of the page.
 */
export const MY_SUBMISSIONS_BESIDE_ADDRESS: ListAddressNames = { page: 'myPage', size: 'mySize', status: 'myStatus' };

/** One page of the visitor's own submissions, FORBIDDEN when the account may not file them, null for an anonymous visitor. */
export type MySubmissionsData = PageOf<SubmissionProgress> | typeof FORBIDDEN | null;

export type SubmissionPageLoader = (query: { pageNo: number; pageSize: number; status?: Status }, signal: AbortSignal) => Promise<PageOf<SubmissionProgress>>;

/**
 * The loader of a page with a visitor's own submissions of one kind: the page and status filter the
 * address holds under `address`; nothing is asked for an anonymous visitor (the page asks them to log in).
 */
export function mySubmissionsLoader(load: SubmissionPageLoader, address: ListAddressNames = MY_SUBMISSIONS_ADDRESS) {
  const own = ifSignedIn(({ request }: LoaderFunctionArgs) => {
    const { pageNo, pageSize, status } = readStatusFilteredList(searchOf(request), address, SUBMISSION_STATUSES);
    return orForbidden(load({ pageNo, pageSize, ...(status ? { status } : {}) }, request.signal));
  });
  return (args: LoaderFunctionArgs): Promise<MySubmissionsData> => own(args);
}

/**
 * The columns of a list of submissions: the 受理编号, what the kind adds (its title, its subject), then
 * the progress every kind has (state, date, the unit handling it, the result).
 */
export function progressColumns(own: readonly DataTableColumn<SubmissionProgress>[]): DataTableColumn<SubmissionProgress>[] {
  return [
    { key: 'trackingNo', title: '受理编号', nowrap: true },
    ...own,
    { key: 'status', title: '办理状态' },
    { key: 'submitTime', title: '提交时间', nowrap: true, render: (row) => row.submitTime.slice(0, 10) },
    { key: 'handleUnit', title: '承办单位', render: (row) => row.handleUnit ?? '—' },
    { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
  ];
}

/** The columns of an enterprise's declarations (信用申报, 自主声明): what it declared, when, and how it ended. */
export const DECLARATION_COLUMNS: readonly DataTableColumn<SubmissionProgress>[] = [
  { key: 'trackingNo', title: '受理编号', nowrap: true },
  { key: 'title', title: '事项' },
  { key: 'submitTime', title: '提交时间', nowrap: true },
  { key: 'status', title: '办理状态' },
  { key: 'finishTime', title: '办结时间', nowrap: true, render: (row) => row.finishTime ?? '—' },
  { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
];
