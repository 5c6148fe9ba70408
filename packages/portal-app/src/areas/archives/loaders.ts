// What the archive pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '../../shell/portal';
import { notFound, orNotFound, searchOf } from '../../shell/routeData';

const creditCodeOf = (request: Request) => (searchOf(request).get('creditCode') ?? '').trim().toUpperCase();

const loadReport = (creditCode: string, signal: AbortSignal) =>
  orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/archives/search/getFormatCreditReportData', { params: { query: { creditCode } }, signal })));

/** /enterprise-detail, /new-enterprise-detail, /company-detail?creditCode=: the enterprise's archive; no or an unknown code is the route's 404. */
export async function archiveLoader({ request }: LoaderFunctionArgs) {
  const creditCode = creditCodeOf(request);
  if (!creditCode) notFound();
  return loadReport(creditCode, request.signal);
}

/** /pdf-output?creditCode=: the same report laid out for printing; null when the address names no enterprise (the page says how to get here). */
export async function creditReportLoader({ request }: LoaderFunctionArgs) {
  const creditCode = creditCodeOf(request);
  return creditCode ? loadReport(creditCode, request.signal) : null;
}
