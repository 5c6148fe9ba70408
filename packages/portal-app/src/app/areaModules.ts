// Each area's route definitions as a chunk of its own, loaded by the browser when a visitor first goes
// to one of its pages (discovery.ts): the first page's script holds the shell, not the whole table.
// The keys are the areas' names (routeManifest.test.ts checks them against routeTable.ts).
import { lazyPage } from '../shell/lazyPage';
import type { Area } from '../shell/meta';

type AreaModule = () => Promise<{ area: Area }>;

export const areaModules: Readonly<Record<string, AreaModule>> = {
  activity: lazyPage(() => import('../areas/activity/routes')),
  archives: lazyPage(() => import('../areas/archives/routes')),
  auth: lazyPage(() => import('../areas/auth/routes')),
  catalogue: lazyPage(() => import('../areas/catalogue/routes')),
  cms: lazyPage(() => import('../areas/cms/routes')),
  commitment: lazyPage(() => import('../areas/commitment/routes')),
  creditloan: lazyPage(() => import('../areas/creditloan/routes')),
  creditplus: lazyPage(() => import('../areas/creditplus/routes')),
  doublepublicity: lazyPage(() => import('../areas/doublepublicity/routes')),
  ecology: lazyPage(() => import('../areas/ecology/routes')),
  eleguarantee: lazyPage(() => import('../areas/eleguarantee/routes')),
  farming: lazyPage(() => import('../areas/farming/routes')),
  freetradearea: lazyPage(() => import('../areas/freetradearea/routes')),
  home: lazyPage(() => import('../areas/home/routes')),
  interaction: lazyPage(() => import('../areas/interaction/routes')),
  leavemessage: lazyPage(() => import('../areas/leavemessage/routes')),
  medicalinsurance: lazyPage(() => import('../areas/medicalinsurance/routes')),
  objections: lazyPage(() => import('../areas/objections/routes')),
  points: lazyPage(() => import('../areas/points/routes')),
  publicity: lazyPage(() => import('../areas/publicity/routes')),
  repair: lazyPage(() => import('../areas/repair/routes')),
  reportapply: lazyPage(() => import('../areas/reportapply/routes')),
  repairprogram: lazyPage(() => import('../areas/repairprogram/routes')),
  search: lazyPage(() => import('../areas/search/routes')),
  selfdeclaration: lazyPage(() => import('../areas/selfdeclaration/routes')),
  service: lazyPage(() => import('../areas/service/routes')),
  user: lazyPage(() => import('../areas/user/routes')),
};
