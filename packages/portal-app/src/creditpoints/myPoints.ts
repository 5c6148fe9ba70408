// An account's credit points (我的信用积分) in the scheme of its user type, as the user centre's loader
// reads them: the panel's address, apart from the user centre's own parameters.
import { unwrap } from '@credit-portal/api-client';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '../shell/paging';
import { portal } from '#portal';
import { orForbidden, searchOf } from '../shell/routeData';
import { op, schemeOfUserType } from './scheme';

/** 积分明细 of the user centre's 我的信用积分: its page and size, apart from the user centre's own parameters. */
export const POINTS_ADDRESS = { page: 'pointsPage', size: 'pointsSize' } as const;

/** The page of 积分明细 the address asks for (spec §9 defaults). */
export function readPointsPaging(params: URLSearchParams): { pageNo: number; pageSize: number } {
  const pageNo = Math.max(1, Number.parseInt(params.get(POINTS_ADDRESS.page) ?? '', 10) || 1);
  const size = Number.parseInt(params.get(POINTS_ADDRESS.size) ?? '', 10);
  return { pageNo, pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE };
}

/**
 * /user?tab=my-points (the user centre's loader): the account's points in the scheme of its user type,
 * with the page of 积分明细 the address asks for; FORBIDDEN for an account without a scheme.
 */
export async function myPointsOf(request: Request, userType: number) {
  const scheme = schemeOfUserType(userType);
  const query = readPointsPaging(searchOf(request));
  const points = await orForbidden(unwrap(portal.api.GET(op(scheme, 'mynaturepointquery'), { params: { query }, signal: request.signal })));
  return { scheme, points };
}

export type MyPointsData = Awaited<ReturnType<typeof myPointsOf>>;
