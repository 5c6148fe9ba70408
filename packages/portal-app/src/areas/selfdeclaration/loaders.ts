// What the self-declaration pages read, started by their routes (declared in ../service/routes.ts) with
// the pages' code (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { notFound, orNotFound, pagingOf, requiredParam, searchOf } from '../../shell/routeData';
import { declarantEnterprise } from '../../submission/declarant';
import { MY_SUBMISSIONS_BESIDE_ADDRESS, mySubmissionsLoader } from '../../views/mySubmissionsList';
import { scopeOf } from './scopes';

/** Self-declaration ids are digits (openapi: at most 12); anything else names no declaration. */
const isDeclarationId = (id: string): boolean => /^\d{1,12}$/.test(id);

/** /self-declaration: the logged-in enterprise's own declarations (我的自主声明), the page and status of the address. */
export const selfDeclarationLoader = mySubmissionsLoader(
  (query, signal) => unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/infoPage', { params: { query }, signal })),
  MY_SUBMISSIONS_BESIDE_ADDRESS,
);

/** /self-declaration1: the enterprise the form declares for (FORBIDDEN for other accounts, null when anonymous). */
export async function selfDeclarationFormLoader(args: LoaderFunctionArgs) {
  return { enterprise: await declarantEnterprise(args) };
}

/** /self-declaration-list: the page of published self-declarations the address's words and 声明范围 ask for. */
export async function selfDeclarationListLoader({ request }: LoaderFunctionArgs) {
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const scope = scopeOf(searchOf(request));
  return unwrap(
    portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/page', {
      params: { query: { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(scope ? { scope } : {}) } },
      signal: request.signal,
    }),
  );
}

/** /self-declaration-detail?id=: one published self-declaration; a missing, malformed or unknown id is the route's 404. */
export async function selfDeclarationDetailLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isDeclarationId(id)) notFound();
  return orNotFound(
    unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/detail/{id}', { params: { path: { id } }, signal: request.signal })),
  );
}
