// What the commitment pages read, started by their routes with the pages' code (docs/architecture.md,
// "Data belongs to the route").
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '../../shell/portal';
import { notFound, orNotFound, requiredParam } from '../../shell/routeData';

/** Commitment ids are digits (openapi: `^\d{1,10}$`); anything else names no commitment. */
const isCommitmentId = (id: string): boolean => /^\d{1,10}$/.test(id);

/** /credit-publicity-read?id= and /credit-publicity-detail?id=: one signed commitment as published. */
export async function commitmentReadLoader({ request }: LoaderFunctionArgs) {
  const id = requiredParam(request, 'id');
  if (!isCommitmentId(id)) notFound();
  return orNotFound(
    unwrap(portal.api.GET('/cmpinternetportalfront/onlinecommitment/qzonlinecommitment/detail/{id}', { params: { path: { id } }, signal: request.signal })),
  );
}
