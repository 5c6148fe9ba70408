// The enterprise a form files for, as the route's loader reads it: the credit declaration, the
// self-declaration, the financing application and the electronic guarantee all start from it.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn, orForbidden } from '../shell/routeData';

/**
 * The enterprise the logged-in account acts for (getEnterprise), to fill a declaration form with:
 * FORBIDDEN for an account of another type (openapi: enterprise accounts only), null when anonymous.
 */
export const declarantEnterprise = ifSignedIn(({ request }: LoaderFunctionArgs) =>
  orForbidden(unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise', { signal: request.signal }))),
);
