// What the double-publicity pages read, started by their routes with the pages' code
// (docs/architecture.md, "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '../../shell/portal';
import { orNotFound, requiredParam, searchOf } from '../../shell/routeData';

/** /license-punishment-detail?dataId=&type=&resourceId=: one permit (type 1) or penalty (type 2). */
export async function permitOrPenaltyLoader({ request }: LoaderFunctionArgs) {
  const dataId = requiredParam(request, 'dataId');
  const resourceId = requiredParam(request, 'resourceId');
  const type = searchOf(request).get('type') === '2' ? 2 : 1;
  return orNotFound(
    unwrap(portal.api.GET('/cmpinternetportalfront/doublepublicity/detail', { params: { query: { dataId, type, resourceId } }, signal: request.signal })),
  );
}
