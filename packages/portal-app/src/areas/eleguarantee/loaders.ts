// What the electronic-guarantee pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route"). The home's two columns are the generic list view's (views/genericLists.ts).
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, orNotFound, searchOf, signedIn, streamed } from '../../shell/routeData';
import { loadViewer } from '../../shell/session';
import { ELE_GUARANTEE_COLUMNS } from './subsite';
import { loadNewest } from '../../views/genericLists';
import { declarantEnterprise } from '../../submission/declarant';
import { isInstitutionType } from './guarantees';

/** How many of each column's newest articles the home shows before 更多. */
const HEADLINES = 8;

/** How many open tenders the application form offers (the trading centre rarely has more open at once). */
const OPEN_TENDERS = 100;

/** /ele-guarantee-home: the newest news and policies, each streamed in with its own error and retry. */
export function eleGuaranteeHomeLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  return {
    news: streamed(loadNewest(ELE_GUARANTEE_COLUMNS.news, HEADLINES, signal)),
    policy: streamed(loadNewest(ELE_GUARANTEE_COLUMNS.policy, HEADLINES, signal)),
  };
}

/** /ele-guarantee-table[?institutionType=]: the institutions and their products, of one type when the address names one. */
export async function eleGuaranteeTableLoader({ request }: LoaderFunctionArgs) {
  const type = searchOf(request).get('institutionType');
  const institutionType = isInstitutionType(type) ? type : undefined;
  const institutions = await unwrap(
    portal.api.GET('/cmpinternetportalfront/eleguarantee/institution/list', { params: { query: institutionType ? { institutionType } : {} }, signal: request.signal }),
  );
  return { institutionType: institutionType ?? null, institutions };
}

/**
 * /ele-guarantee-input (login required): the enterprise the account acts for (FORBIDDEN for other
 * accounts), the open tenders and the institutions' products to choose from.
 */
export const eleGuaranteeInputLoader = signedIn(async (args: LoaderFunctionArgs) => {
  const { signal } = args.request;
  const [enterprise, tenders, institutions] = await Promise.all([
    declarantEnterprise(args),
    unwrap(portal.api.GET('/cmpinternetportalfront/eleguarantee/tender/page', { params: { query: { open: true, pageNo: 1, pageSize: OPEN_TENDERS } }, signal })),
    unwrap(portal.api.GET('/cmpinternetportalfront/eleguarantee/institution/list', { params: { query: {} }, signal })),
  ]);
  return { enterprise, tenders: tenders.records, institutions, projectNo: searchOf(args.request).get('projectNo') ?? '' };
});

/** The applicant's own guarantee when the address names one and the visitor is logged in (else null). */
const ownGuarantee = ifSignedIn(async ({ request }: LoaderFunctionArgs) => {
  const id = searchOf(request).get('id')?.trim();
  if (!id) return null;
  return orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/eleguarantee/detail/{id}', { params: { path: { id } }, signal: request.signal })));
});

/** /ele-guarantee-detail[?id=]: the own guarantee the address names (null when none or anonymous), and who visits (the page's words about 个人中心). */
export async function eleGuaranteeDetailLoader(args: LoaderFunctionArgs) {
  const [own, viewer] = await Promise.all([ownGuarantee(args), loadViewer()]);
  return { own, viewer };
}
