// Every area of the portal, in the order of the site's menus. Each area lists its pages as data
// (areas/<name>/routes.ts); routes.ts places them under their layouts. Routes join the table only when
// they work end to end.
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
import type { AreaRoutes } from './areaRoutes';

export const areas: readonly AreaRoutes[] = [
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
