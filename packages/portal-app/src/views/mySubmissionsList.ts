// What a list of a visitor's own submissions (MySubmissions.tsx) needs besides its component, its
// loader and columns: loaders are in the first chunk, and must not bring the list's components with them.
import type { LoaderFunctionArgs } from 'react-router';
import { isPortalError, type Schemas } from '@credit-portal/api-client';
import type { DataTableColumn } from '@credit-portal/ui';
import { ifSignedIn, searchOf } from '../shell/routeData';
import type { PageOf } from './PagedList';
import { readStatusFilteredList } from './statusFilteredAddress';
import type { SubmissionProgress } from './submissions';

type Status = Schemas['SubmissionStatus'];
export const SUBMISSION_STATUSES: readonly Status[] = ['待受理', '受理中', '已办结'];
// The list's state in the address, apart from anything else on its page (StatusFilteredList.tsx).
export const MY_SUBMISSIONS_ADDRESS = { page: 'pageNo', size: 'pageSize', status: 'status' };

/** One page of the visitor's own submissions, or null when the account may not file them (no permission). */
export interface MySubmissionsData {
  page: PageOf<SubmissionProgress> | null;
}

/**
 * The loader of a page with a visitor's own submissions of one kind: the page and status filter of
 * the address; nothing for an anonymous visitor (the page asks them to log in).
 */
export function mySubmissionsLoader(load: SubmissionPageLoader) {
  return ifSignedIn(async ({ request }: LoaderFunctionArgs): Promise<MySubmissionsData> => {
    const { pageNo, pageSize, status } = readStatusFilteredList(searchOf(request), MY_SUBMISSIONS_ADDRESS, SUBMISSION_STATUSES);
    try {
      return {
        page: await load({ pageNo, pageSize, ...(status ? { status } : {}) }, request.signal),
      };
    } catch (error) {
      if (isPortalError(error) && error.kind === 'forbidden') return { page: null };
      throw error;
    }
  });
}

export type SubmissionPageLoader = (query: { pageNo: number; pageSize: number; status?: Status }, signal: AbortSignal) => Promise<PageOf<SubmissionProgress>>;

/**
 * The columns of a list of submissions: the 受理编号, what the kind adds (its title, its subject), then
 * the progress every kind has (state, date, the unit handling it, the result).
 */
export function progressColumns(own: readonly DataTableColumn<SubmissionProgress>[]): DataTableColumn<SubmissionProgress>[] {
  return [
    { key: 'trackingNo', title: '受理编号' },
    ...own,
    { key: 'status', title: '办理状态' },
    { key: 'submitTime', title: '提交时间', render: (row) => row.submitTime.slice(0, 10) },
    { key: 'handleUnit', title: '承办单位', render: (row) => row.handleUnit ?? '—' },
    { key: 'result', title: '处理结果', render: (row) => row.result ?? '—' },
  ];
}
