// What the points pages (/declare-Legal, /declare-person) and the user centre's 我的信用积分 panel
// read, started by their routes with the pages' code (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, pagingOf, searchOf, orForbidden, streamed } from '../../shell/routeData';
import { readStatusFilteredList } from '../../views/statusFilteredAddress';

import { DECLARATION_STATUSES, DECLARATIONS_ADDRESS, OPEN_DECLARATION } from './address';
import { op, SCHEMES, type Scheme } from '../../creditpoints/scheme';

/** One declaration with its evidence files, and its review trail. */
async function declarationOf(scheme: Scheme, id: string, signal: AbortSignal) {
  const path = { params: { path: { id } }, signal };
  const [declaration, trail] = await Promise.all([
    unwrap(portal.api.GET(op(scheme, 'detail/{id}'), path)),
    unwrap(portal.api.GET(op(scheme, 'declareDetail/{id}'), path)),
  ]);
  return { declaration, trail };
}

/**
 * The logged-in visitor's part of a declare page: the targets they may declare and 我的申报 (the
 * filter and page of the address), each FORBIDDEN for an account outside the scheme's user type, and
 * the declaration the address opens, which comes later (not awaited).
 */
function ownDeclarations(scheme: Scheme) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { signal } = request;
    const params = searchOf(request);
    const { pageNo, pageSize, status } = readStatusFilteredList(params, DECLARATIONS_ADDRESS, DECLARATION_STATUSES);
    const openId = params.get(OPEN_DECLARATION);
    const opened = openId ? { id: openId, detail: streamed(declarationOf(scheme, openId, signal)) } : null;
    const [declarable, declarations] = await Promise.all([
      orForbidden(unwrap(portal.api.GET(op(scheme, 'sbTargetList'), { signal }))),
      orForbidden(unwrap(portal.api.GET(op(scheme, 'declarelist'), { params: { query: { pageNo, pageSize, ...(status ? { status } : {}) } }, signal }))),
    ]);
    return { declarable, declarations, opened };
  };
}

/** A declare page's data: the scheme's categories and the page of targets the address asks for (public), and the visitor's own part (null when anonymous). */
function declareLoader(scheme: Scheme) {
  const own = ifSignedIn(ownDeclarations(scheme));
  return async (args: LoaderFunctionArgs) => {
    const { request } = args;
    const { signal } = request;
    const { pageNo, pageSize, keyword } = pagingOf(request);
    const category = searchOf(request).get('category') ?? '';
    const [tabs, targets, mine] = await Promise.all([
      unwrap(portal.api.GET(op(scheme, scheme.tabsOperation), { signal })),
      unwrap(
        portal.api.GET(op(scheme, 'targetList'), {
          params: { query: { pageNo, pageSize, ...(category ? { category } : {}), ...(keyword ? { keyword } : {}) } },
          signal,
        }),
      ),
      own(args),
    ]);
    return { tabs, targets, mine };
  };
}

/** /declare-Legal: the legal persons' scheme (declareLoader). */
export const declareLegalLoader = declareLoader(SCHEMES.enterprise);

/** /declare-person: the natural persons' scheme (declareLoader). */
export const declarePersonLoader = declareLoader(SCHEMES.person);

/**
 * The targets the logged-in visitor may declare, for the route's action to check a declaration sent
 * without the page's script as the page does (none when anonymous or outside the scheme's user type: the
 * action then asks for a login, or the back end refuses).
 */
export async function declarableTargets(scheme: Scheme, { request }: { request: Request }) {
  if (!portal.tokenStore.get()) return [];
  const declarable = await orForbidden(unwrap(portal.api.GET(op(scheme, 'sbTargetList'), { signal: request.signal })));
  return Array.isArray(declarable) ? declarable : [];
}
