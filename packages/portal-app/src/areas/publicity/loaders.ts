// What the publicity pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { isPortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { notFound, orNotFound, requiredParam, searchOf } from '../../shell/routeData';
import { isRecordId } from '../../views/recordId';

/** /unusual-directory-detail?id=: one entry of the 经营异常名录 or the 严重违法失信名单. */
export async function abnormalEntryLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isRecordId(id)) notFound();
  return orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/abnormal/detail/{id}', { params: { path: { id } }, signal: request.signal })));
}

/** /dishonest-person-detail?id=: one 失信被执行人 with the case. */
export async function dishonestDebtorLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isRecordId(id)) notFound();
  return orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/mistrustperson/detail/{id}', { params: { path: { id } }, signal: request.signal })));
}

/** The member units' order is the back end's `sort`. */
const bySort = (a: { sort: number }, b: { sort: number }): number => a.sort - b.sort;

/** /member-unit: every member unit of the credit leading group, in their order (the page shows them a page at a time). */
export async function memberUnitsLoader({ request }: LoaderFunctionArgs) {
  const units = await unwrap(portal.api.GET('/cmpinternetportalfront/memberunit/list', { signal: request.signal }));
  return [...units].sort(bySort);
}

/** /member-unit: paging through the units shows more of what is loaded, without a new request; a retry loads again. */
export function shouldMemberUnitsRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  return currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

type Scope = Schemas['Ranking']['scope'];

/** The ranking's scope in the address (`scope`): the province's cities unless it says district. */
export const readScope = (value: string | null): Scope => (value === 'district' ? 'district' : 'province');
/** The month in the address (`period`, yyyy-MM), if it is one. */
export const readPeriod = (value: string | null): string | undefined => (value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : undefined);

/** /city-rank?scope=&period=: a month's ranking of the scope (the newest without a month). */
export async function cityRankingLoader({ request }: LoaderFunctionArgs) {
  const search = searchOf(request);
  const scope = readScope(search.get('scope'));
  const period = readPeriod(search.get('period'));
  try {
    const ranking = await unwrap(
      portal.api.GET('/cmpinternetportalfront/portalcreditranking/list', { params: { query: { scope, ...(period ? { period } : {}) } }, signal: request.signal }),
    );
    return { scope, period, ranking, unpublished: null };
  } catch (error) {
    // A month that was never published (an old or hand-made address) is not the route's failure: the
    // page says so with a way back to the newest ranking.
    if (period && isPortalError(error) && error.kind === 'notFound') return { scope, period, ranking: null, unpublished: error.message };
    throw error;
  }
}
