// What the credit-report page (/credit-report) reads, started by its route with the page's code (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, pagingOf } from '../../shell/routeData';
import { reportApplicationsOf } from '../../creditreports/applications';

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
