// What the double-publicity pages read, started by their routes with the pages' code
// (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { notFound, orNotFound, pagingOf, requiredParam, searchOf } from '../../shell/routeData';
import type { PageOf } from '../../views/PagedList';
import { isRecordId } from '../../views/recordId';
import type { KindType } from './kinds';

/** /license-punishment-detail?dataId=&type=&resourceId=: one permit (type 1) or penalty (type 2). */
export async function permitOrPenaltyLoader({ request }: LoaderFunctionArgs) {
  const dataId = requiredParam(request, 'dataId');
  const resourceId = requiredParam(request, 'resourceId');
  const type = searchOf(request).get('type') === '2' ? 2 : 1;
  return orNotFound(
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/detail', { params: { query: { dataId, type, resourceId } }, signal: request.signal })),
  );
}

/** The kind the address asks for (`type`): 1 行政许可 unless it says 2 行政处罚. */
const kindOf = (request: Request): KindType => (searchOf(request).get('type') === '2' ? 2 : 1);

/** /double-publicity-catalog?type=: every organ's resources of one kind (the whole catalogue, not paged). */
export async function doublePublicityCatalogLoader({ request }: LoaderFunctionArgs) {
  const type = kindOf(request);
  return unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getDirectory', { params: { query: { type } }, signal: request.signal }));
}

type Matter = Schemas['PermitMatter'] | Schemas['PunishMatter'];
const ORGAN_PATTERN = /^[A-Z]{2,8}$/;

/** /double-publicity-catalog-index?type=&organCode=&keyword=: the organs of the kind (the 实施机关 choice) and the page of matters the address asks for. */
export async function matterDirectoryLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const type = kindOf(request);
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const requested = searchOf(request).get('organCode') ?? '';
  const organCode = ORGAN_PATTERN.test(requested) ? requested : '';
  const query = { pageNo, pageSize, ...(keyword ? { keyword } : {}), ...(organCode ? { organCode } : {}) };
  const [organs, page] = await Promise.all([
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getDirectory', { params: { query: { type } }, signal })),
    type === 1
      ? unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/permitDirectoryPage', { params: { query }, signal }))
      : unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/punishDirectoryPage', { params: { query }, signal })),
  ]);
  return { organCode, organs, page: page as PageOf<Matter> };
}

/** /catalog-detail?type=&id=: one matter of the permit (type 1) or penalty (type 2) directory; a missing, malformed or unknown id is the route's 404. */
export async function matterLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isRecordId(id)) notFound();
  const { signal } = request;
  return orNotFound<Matter>(
    kindOf(request) === 1
      ? unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/permitDirectoryDetail', { params: { query: { id } }, signal }))
      : unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/punishDirectoryDetail', { params: { query: { id } }, signal })),
  );
}

type Condition = Schemas['SearchCondition'];
/** A record of a permit or penalty list: the fields its columns name. */
export type InfoRow = Record<string, unknown> & { id: string; resourceId: string };

const RESOURCE_PATTERN = /^(XK|CF)-[A-Z]{2,8}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Without a resource the lists span every organ, and getRconditionConfig (which needs a resource)
 * has nothing to say: the page then offers the conditions both lists document for all organs.
 */
function conditionsForAll(type: KindType): Condition[] {
  const word = type === 1 ? '许可' : '处罚';
  return [
    { prop: 'keyword', label: '关键词', type: 'input', placeholder: `请输入行政相对人名称、统一社会信用代码或${word}决定书文号` },
    { prop: 'decisionDate', label: `${word}决定日期`, type: 'dateRange', placeholder: '开始日期至结束日期', params: ['decisionDateFrom', 'decisionDateTo'] },
  ];
}

/** The query parameters a set of conditions reads from the address. */
export function conditionParams(conditions: readonly Condition[]): string[] {
  return conditions.flatMap((condition) => (condition.type === 'dateRange' ? (condition.params ?? []) : [condition.prop]));
}

/** /double-publicity-info?type=&resourceId=&…: the resource's search conditions, the resources to choose from and a page of records. */
export async function doublePublicityInfoLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const search = searchOf(request);
  const type = kindOf(request);
  const { pageNo, pageSize, keyword } = pagingOf(request);
  const requested = search.get('resourceId') ?? '';
  // A resource of the other kind would answer 4040; the switch keeps only resources of this kind.
  const resourceId = RESOURCE_PATTERN.test(requested) && requested.startsWith(type === 1 ? 'XK' : 'CF') ? requested : '';

  // The conditions of the resource (or of every organ), the resources for the 数据来源单位 choice; then
  // the page of records the address's values of those conditions choose.
  const [conditions, resources] = await Promise.all([
    resourceId
      ? unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getRconditionConfig', { params: { query: { resourceId } }, signal }))
      : Promise.resolve(conditionsForAll(type)),
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getResourceList', { params: { query: { type } }, signal })),
  ]);

  const dateNames = new Set(conditions.flatMap((condition) => (condition.type === 'dateRange' ? (condition.params ?? []) : [])));
  const query: Record<string, string | number> = { pageNo, pageSize };
  if (resourceId) query.resourceId = resourceId;
  for (const name of conditionParams(conditions)) {
    const value = (name === 'keyword' ? keyword : (search.get(name) ?? '')).trim();
    // A hand-edited address with a malformed date is ignored rather than sent (the back end answers 400).
    if (value && (!dateNames.has(name) || DATE_PATTERN.test(value))) query[name] = value.slice(0, 100);
  }
  const answer =
    type === 1
      ? await unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getPermitList', { params: { query }, signal }))
      : await unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/getPunishList', { params: { query }, signal }));
  return { resourceId, conditions, resources, records: { page: answer.columnShowList as PageOf<InfoRow>, columns: answer.columns } };
}

/** /double-publicity-statistics?pageNo=&pageSize=: the counts by district and the page of counts by reporting organ the address asks for. */
export async function doublePublicityStatisticsLoader({ request }: LoaderFunctionArgs) {
  const { signal } = request;
  const { pageNo, pageSize } = pagingOf(request);
  const [divisions, organs] = await Promise.all([
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/statisticsProvince', { signal })),
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/numPage', { params: { query: { pageNo, pageSize } }, signal })),
  ]);
  return { divisions, organs };
}
