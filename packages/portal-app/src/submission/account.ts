// The logged-in account's own details for a form to start from (its name, its unit and the unit's
// code): read by the form's route loader, never in an effect.
import type { LoaderFunctionArgs } from 'react-router';
import { unwrap, type Schemas } from '@credit-portal/api-client';
import { portal } from '#portal';
import { ifSignedIn } from '../shell/routeData';

export type Account = Schemas['Session'];

/** The account (getCurrenUser), or null for an anonymous visitor. */
export const accountLoader = ifSignedIn(
  ({ request }: LoaderFunctionArgs): Promise<Account> =>
    unwrap(
      portal.api.GET('/base/account/account/getCurrenUser', {
        signal: request.signal,
      })
    )
);
