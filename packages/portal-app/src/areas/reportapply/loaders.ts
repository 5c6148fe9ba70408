// What the credit-report page (/credit-report) and the user centre's 信用报告申请 panel read, started
// by their routes with the pages' code (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '../../shell/portal';
import { ifSignedIn, orForbidden, pagingOf, searchOf, streamed } from '../../shell/routeData';
import { readStatusFilteredList } from '../../views/statusFilteredAddress';
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

/** The report types to choose from when applying: all of them on one page. */
const ALL_TEMPLATES = 100;

/** The logged-in visitor's part of /credit-report: my applications (reportApplicationsOf) and the report types to apply for. */
const ownReports = ifSignedIn(async ({ request }: LoaderFunctionArgs) => {
  const [mine, choices] = await Promise.all([
    reportApplicationsOf(request),
    unwrap(portal.api.GET('/cmpinternetportalfront/creditreportapply/templatePage', { params: { query: { pageNo: 1, pageSize: ALL_TEMPLATES } }, signal: request.signal })),
  ]);
  return { ...mine, choices: choices.records };
});

/** /credit-report: the page of report types the address asks for (public), and the visitor's own part (null when anonymous). */
export async function creditReportLoader(args: LoaderFunctionArgs) {
  const { request } = args;
  const { pageNo, pageSize } = pagingOf(request);
  const [templates, mine] = await Promise.all([
    unwrap(portal.api.GET('/cmpinternetportalfront/creditreportapply/templatePage', { params: { query: { pageNo, pageSize } }, signal: request.signal })),
    ownReports(args),
  ]);
  return { templates, mine };
}
