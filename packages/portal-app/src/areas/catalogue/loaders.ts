// What the credit catalogue, subject-group and contract-performance pages read, started by their routes
// with the pages' code (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { notFound, orNotFound, pagingOf, requiredParam, searchOf } from '../../shell/routeData';
import { isRecordId } from '../../views/recordId';

type Catalog = Schemas['CatalogSummary'];
type CatalogType = Schemas['CatalogType'];
type ContractStatus = Schemas['ContractStatus'];

/** A group of catalogues on /credit-catalog: a catalogue type or a providing organ. */
export interface CatalogGroup {
  name: string;
  count: number;
  catalogs: Catalog[];
}

/** The two ways /credit-catalog groups the catalogues (`view` in the address). */
export type CatalogView = 'type' | 'organ';
const viewOf = (url: URL): CatalogView => (url.searchParams.get('view') === 'organ' ? 'organ' : 'type');

/** /credit-catalog?view=: every catalogue, grouped by its type (default) or by its providing organ. */
export async function creditCatalogLoader({ request }: LoaderFunctionArgs): Promise<{ view: CatalogView; groups: CatalogGroup[] }> {
  const { signal } = request;
  const view = viewOf(new URL(request.url));
  if (view === 'organ') {
    const groups = await unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/getCatalogListByOrgan', { signal }));
    return { view, groups: groups.map((group) => ({ name: group.organ, count: group.count, catalogs: group.catalogs })) };
  }
  const groups = await unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/getCatalogListByType', { signal }));
  return { view, groups: groups.map((group) => ({ name: group.type, count: group.count, catalogs: group.catalogs })) };
}

/** /credit-catalog: choosing a group (`group`) shows another part of what is loaded; only a new view (or a retry) loads again. */
export function shouldCreditCatalogRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const sameView = currentUrl.pathname === nextUrl.pathname && viewOf(currentUrl) === viewOf(nextUrl);
  return sameView && currentUrl.search !== nextUrl.search ? false : defaultShouldRevalidate;
}

/** The catalogue types /credit-catalog-list filters by (spec §7 CatalogType). */
export const CATALOG_TYPES: CatalogType[] = ['基础信息', '行政许可', '行政处罚', '红名单', '黑名单', '重点关注', '信用承诺', '其他'];

/** /credit-catalog-list?catalogId=: one catalogue and a page of its resources; without catalogId, a page of every catalogue and the organs to filter by. */
export async function creditCatalogListLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const search = searchOf(request);
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const catalogId = (search.get('catalogId') ?? '').trim();
  if (catalogId) {
    // A catalogue the back end does not know is the route's 404.
    const [catalog, resources] = await orNotFound(
      Promise.all([
        unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/detail', { params: { query: { id: catalogId } }, signal })),
        unwrap(
          portal.api.GET('/cmpinternetportalfront/creditcatalogportal/resourceListByCatalog', {
            params: { query: { catalogId, pageNo, pageSize, ...(keyword ? { keyword } : {}) } },
            signal,
          }),
        ),
      ]),
    );
    return { catalogId, catalog, resources } as const;
  }
  const type = CATALOG_TYPES.find((item) => item === search.get('type'));
  const organ = search.get('organ') ?? '';
  const [organs, list] = await Promise.all([
    unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/getCatalogListByOrgan', { signal })),
    unwrap(
      portal.api.GET('/cmpinternetportalfront/creditcatalogportal/page', {
        params: { query: { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(type ? { type } : {}), ...(organ ? { organ } : {}) } },
        signal,
      }),
    ),
  ]);
  return { catalogId: null, organs: organs.map((group) => group.organ), list } as const;
}

/** /credit-catalog-detail?id=: one information resource with its data items; a missing id is the route's 404. */
export async function catalogResourceLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  // An unknown resource is the route's 404: a retry could not find it.
  return orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/creditcatalogportal/queryDetail', { params: { query: { id } }, signal: request.signal })));
}

/**
 * The three publicity pages of subject groups (spec §2 Publicity), by route name: the category of
 * typePage their groups come from.
 */
const GROUP_CATEGORIES = { FocusGroupOfPeople: 1, PunishmentObject: 2, IntegrityObject: 3 } as const;
export type SubjectGroupPageName = keyof typeof GROUP_CATEGORIES;

interface SubjectQuery {
  pageNo: number;
  pageSize: number;
  typeId?: string;
  divisionCode?: string;
  keyword?: string;
}

/** The page operation that lists a group page's subjects; the three take the same filters and answer the same page. */
function subjectsOf(group: SubjectGroupPageName, query: SubjectQuery, signal: AbortSignal) {
  switch (group) {
    case 'FocusGroupOfPeople':
      return unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/page', { params: { query: { ...query, category: GROUP_CATEGORIES[group] } }, signal }));
    case 'PunishmentObject':
      return unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/dishonestPage', { params: { query }, signal }));
    case 'IntegrityObject':
      return unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/highLevelPage', { params: { query }, signal }));
  }
}

/** /focus_group_of_people, /punishmentObject and /integrityObject: the group's types, the divisions and a page of its subjects. */
export function subjectGroupLoader(group: SubjectGroupPageName) {
  return async ({ request }: LoaderFunctionArgs) => {
    const { signal } = request;
    const search = searchOf(request);
    const { pageNo, pageSize, keyword } = pagingOf(request);
    const typeId = search.get('typeId') ?? '';
    const divisionCode = search.get('divisionCode') ?? '';
    const query: SubjectQuery = { pageNo, pageSize, ...(typeId ? { typeId } : {}), ...(divisionCode ? { divisionCode } : {}), ...(keyword ? { keyword } : {}) };
    // The types (the page's links) and the divisions (the filter's choice) with the page the address asks for.
    const [types, divisions, subjects] = await Promise.all([
      unwrap(
        portal.api.GET('/cmpinternetportalfront/subjectrelation/typePage', {
          params: { query: { category: GROUP_CATEGORIES[group], pageNo: 1, pageSize: 100 } },
          signal,
        }),
      ),
      unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/getDivisionList', { signal })),
      subjectsOf(group, query, signal),
    ]);
    return { types: types.records, divisions, subjects };
  };
}

/** /focus_group_of_people/detail?id=: one subject of a group; a missing, malformed or unknown id is the route's 404. */
export async function subjectLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isRecordId(id)) notFound();
  return orNotFound(unwrap(portal.api.GET('/cmpinternetportalfront/subjectrelation/getById/{id}', { params: { path: { id } }, signal: request.signal })));
}

/** The performance states /service-contract-performance filters by. */
export const CONTRACT_STATUSES: ContractStatus[] = ['正常履约', '履约中', '违约'];

/** /service-contract-performance: the page of contracts the address's keyword and status choose (a POST search with a JSON body). */
export async function contractPerformanceLoader({ request }: LoaderFunctionArgs) {
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const status = CONTRACT_STATUSES.find((item) => item === searchOf(request).get('status'));
  return unwrap(
    portal.api.POST('/cmpinternetportalfront/contractperformaceportal/page', {
      body: { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(status ? { status } : {}) },
      signal: request.signal,
    }),
  );
}
