// The route table, assembled from every area (docs/areas.md). Each area
// lists its routes as data, each route's handle naming its layout; assemble.ts places them under the
// layout routes. Imported by the server's entry and the tests: the browser loads an area's routes when
// a visitor first goes there (discovery.ts). Routes join the table only when they work end to end.
import { matchRoutes, type RouteObject } from 'react-router';
import { area as activity } from '../areas/activity/routes';
import { area as archives } from '../areas/archives/routes';
import { area as auth } from '../areas/auth/routes';
import { area as catalogue } from '../areas/catalogue/routes';
import { area as cms } from '../areas/cms/routes';
import { area as commitment } from '../areas/commitment/routes';
import { area as creditloan } from '../areas/creditloan/routes';
import { area as creditplus } from '../areas/creditplus/routes';
import { area as doublepublicity } from '../areas/doublepublicity/routes';
import { area as ecology } from '../areas/ecology/routes';
import { area as eleguarantee } from '../areas/eleguarantee/routes';
import { area as farming } from '../areas/farming/routes';
import { area as freetradearea } from '../areas/freetradearea/routes';
import { area as home } from '../areas/home/routes';
import { area as interaction } from '../areas/interaction/routes';
import { area as leavemessage } from '../areas/leavemessage/routes';
import { area as medicalinsurance } from '../areas/medicalinsurance/routes';
import { area as objections } from '../areas/objections/routes';
import { area as points } from '../areas/points/routes';
import { area as publicity } from '../areas/publicity/routes';
import { area as repair } from '../areas/repair/routes';
import { area as reportapply } from '../areas/reportapply/routes';
import { area as repairprogram } from '../areas/repairprogram/routes';
import { area as search } from '../areas/search/routes';
import { area as selfdeclaration } from '../areas/selfdeclaration/routes';
import { area as service } from '../areas/service/routes';
import { area as user } from '../areas/user/routes';
import type { Area, RouteMeta, TableRoute } from '../shell/meta';
import { assemble } from './assemble';

export const areas: readonly Area[] = [
  home,
  search,
  archives,
  cms,
  publicity,
  catalogue,
  doublepublicity,
  commitment,
  service,
  selfdeclaration,
  objections,
  interaction,
  leavemessage,
  user,
  points,
  reportapply,
  repair,
  repairprogram,
  creditplus,
  activity,
  ecology,
  freetradearea,
  medicalinsurance,
  farming,
  creditloan,
  eleguarantee,
  auth,
];

/** The whole table, as the server renders it and the tests check it; the browser's is patched one area at a time (discovery.ts). */
export const routes: TableRoute[] = assemble(areas);

// Matching ranks every route of the table afresh (react-router's matchRoutes): the server asks for each
// page it renders, so the answers are kept by address (the table's few hundred; unknown ones are not kept).
const handlesByPath = new Map<string, RouteMeta[]>();

/** The handles of the routes an address matches, outermost first. */
export function handlesOf(pathname: string): RouteMeta[] {
  let handles = handlesByPath.get(pathname);
  if (!handles) {
    const matches = matchRoutes(routes as RouteObject[], pathname) ?? [];
    handles = matches.map((match) => match.route.handle as RouteMeta | undefined).filter((handle): handle is RouteMeta => Boolean(handle));
    if (matches.at(-1)?.route.path !== '*' && handlesByPath.size < 1000) handlesByPath.set(pathname, handles);
  }
  return handles;
}
