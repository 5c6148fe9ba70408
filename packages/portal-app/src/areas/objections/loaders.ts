// What the objection and complaint pages read, started by their routes with the pages' code
// (docs/architecture.md, "Data belongs to the route"). Every list here is the logged-in visitor's own;
// an anonymous visitor gets null and the page asks them to log in.
import type { LoaderFunctionArgs } from 'react-router';
import { ifSignedIn, pagingOf, searchOf } from '../../shell/routeData';
import { loadSessionUser, loadViewer } from '../../shell/session';
import { mySubmissionsLoader } from '../../views/mySubmissionsList';
import { loadMyComplaints } from './complaints';
import { loaderOf, objectionKind, objectionKindsOf, type ObjectionKey } from './kinds';

/** /credit-objection: one page of the account's own objections of the kind the address chooses among those its type may file. */
export const myObjectionsLoader = ifSignedIn(async ({ request }: LoaderFunctionArgs) => {
  const user = await loadSessionUser();
  if (!user) return null;
  const { current } = objectionKindsOf(user.userType, searchOf(request));
  const { pageNo, pageSize } = pagingOf(request);
  return { userType: user.userType, list: current ? await current.load({ pageNo, pageSize }, request.signal) : null };
});

/** The -info page of the kind `key`: the account's own objections of that kind, and who visits (which of the page's notices shows). */
export function objectionInfoLoader(key: ObjectionKey) {
  const load = loaderOf(objectionKind(key));
  const own = load ? mySubmissionsLoader(load) : null;
  return async (args: LoaderFunctionArgs) => {
    const [mine, viewer] = await Promise.all([own ? own(args) : null, loadViewer()]);
    return { mine, viewer };
  };
}

/** /credit-complaint-infoList: the account's own complaints. */
export const myComplaintsLoader = mySubmissionsLoader(loadMyComplaints);
