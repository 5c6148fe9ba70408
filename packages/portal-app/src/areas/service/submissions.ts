// The enterprise's own submissions of one kind (我的信用申报, 我的自主声明) as the route's loader reads
// them and MySubmissions shows them: the list's state lives in the address under names of its own.
import type { Schemas } from '@credit-portal/api-client';
import type { FORBIDDEN } from '../../shell/routeData';
import type { ListAddressNames } from '../../views/statusFilteredAddress';
import type { PageOf } from '../../views/PagedList';

export type Progress = Schemas['SubmissionProgress'];
export type SubmissionStatus = Schemas['SubmissionStatus'];

/** The statuses the list filters by (openapi SubmissionStatus). */
export const SUBMISSION_STATUSES: readonly SubmissionStatus[] = ['待受理', '受理中', '已办结'];

/** The list's page, size and status in the address, apart from other lists of the page. */
export const MY_SUBMISSIONS_ADDRESS: ListAddressNames = { page: 'myPage', size: 'mySize', status: 'myStatus' };

/** One page of the visitor's own submissions (an infoPage operation). */
export type SubmissionPageLoader = (query: { pageNo: number; pageSize: number; status?: SubmissionStatus }, signal: AbortSignal) => Promise<PageOf<Progress>>;

/** What the loader gives: a page, FORBIDDEN when the account may not file them, null for an anonymous visitor. */
export type MySubmissionsList = PageOf<Progress> | typeof FORBIDDEN | null;
