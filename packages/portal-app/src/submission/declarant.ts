// The enterprise a form files for, as the route's loader reads it: the credit declaration, the
// self-declaration, the financing application and the electronic guarantee all start from it.
import type { LoaderFunctionArgs } from 'react-router';
import { PortalError, unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { FORBIDDEN, ifSignedIn, orForbidden } from '../shell/routeData';

type DeclarantEnterprise = Schemas['DeclarantEnterprise'];

/**
 * The enterprise the logged-in account acts for (getEnterprise), to fill a declaration form with:
 * FORBIDDEN for an account of another type (openapi: enterprise accounts only), null when anonymous.
 */
export const declarantEnterprise = ifSignedIn(({ request }: LoaderFunctionArgs) =>
  orForbidden(unwrap(portal.api.GET('/cmpinternetportalfront/independentdeclaration/qzindependentdeclaration/getEnterprise', { signal: request.signal }))),
);

/**
 * The enterprise a form sent without the page's script files for (the route's action): null for an
 * anonymous visitor (the action asks for a login first) and for an account of another type, whose
 * submission is then refused as the back end would refuse it (`forEnterprise`).
 */
export async function actingEnterprise(args: LoaderFunctionArgs): Promise<DeclarantEnterprise | null> {
  const enterprise = await declarantEnterprise(args).catch(() => null);
  return enterprise === FORBIDDEN ? null : enterprise;
}

/** The enterprise a submission is sent for; an account that acts for none is refused with the catalogue's no-permission answer. */
export function forEnterprise(enterprise: DeclarantEnterprise | null): DeclarantEnterprise {
  if (enterprise === null) throw new PortalError('forbidden');
  return enterprise;
}
