// The visitor's applications for credit reports (我的申请), as the credit-report page's loader and the
// user centre's loader read them.
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { orForbidden, searchOf, streamed } from '../shell/routeData';
import { readStatusFilteredList } from '../views/statusFilteredAddress';
import { APPLICATION_STATUSES, APPLICATIONS_ADDRESS } from './reportApi';

/**
 * 我的申请 of /credit-report and of /user?tab=credit-report-apply: the page and status filter of the
 * address (FORBIDDEN for an account that is not an enterprise), and the share records of the
 * application the address opens (`shares`), which come later (not awaited).
 */
export async function reportApplicationsOf(request: Request) {
  const { signal } = request;
  const params = searchOf(request);
  const { pageNo, pageSize, status } = readStatusFilteredList(params, APPLICATIONS_ADDRESS, APPLICATION_STATUSES);
  const sharesOf = params.get(APPLICATIONS_ADDRESS.shares);
  const shares = sharesOf
    ? { id: sharesOf, list: streamed(unwrap(portal.api.GET('/cmpinternetportalfront/creditreportapply/shareUserList', { params: { query: { id: sharesOf } }, signal }))) }
    : null;
  const applications = await orForbidden(
    unwrap(portal.api.GET('/cmpinternetportalfront/creditreportapply/page', { params: { query: { pageNo, pageSize, ...(status ? { status } : {}) } }, signal })),
  );
  return { applications, shares };
}

export type ReportApplicationsData = Awaited<ReturnType<typeof reportApplicationsOf>>;
