// What the archive pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { notFound, orNotFound, pagingOf, searchOf } from '../../shell/routeData';
import { tabOf } from './tabs';

const creditCodeOf = (request: Request) => (searchOf(request).get('creditCode') ?? '').trim().toUpperCase();

const loadReport = (creditCode: string, signal: AbortSignal) =>
  orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/archives/search/getFormatCreditReportData', { params: { query: { creditCode } }, signal })));

/**
 * /enterprise-detail, /new-enterprise-detail, /company-detail?creditCode=&tab=&pageNo=: the enterprise's
 * archive (its registration and the totals of every tab) and the page of the chosen tab's records; no or
 * an unknown code is the route's 404.
 */
export async function archiveLoader({ request }: LoaderFunctionArgs) {
  const creditCode = creditCodeOf(request);
  if (!creditCode) notFound();
  const { signal } = request;
  const section = tabOf(searchOf(request));
  const { pageNo, pageSize } = pagingOf(request);
  const [report, records] = await Promise.all([
    loadReport(creditCode, signal),
    orNotFound(
      unwrap(portal.api.GET('/cmpinternetportalfront/archives/search/getCreditReportSectionPage', { params: { query: { creditCode, section, pageNo, pageSize } }, signal })),
    ),
  ]);
  return { ...report, tab: section, records };
}

/** /pdf-output?creditCode=: the same report laid out for printing; null when the address names no enterprise (the page says how to get here). */
export async function creditReportLoader({ request }: LoaderFunctionArgs) {
  const creditCode = creditCodeOf(request);
  return creditCode ? loadReport(creditCode, request.signal) : null;
}
