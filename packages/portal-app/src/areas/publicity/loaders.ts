// What the publicity pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '../../shell/portal';
import { notFound, orNotFound, requiredParam } from '../../shell/routeData';
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
