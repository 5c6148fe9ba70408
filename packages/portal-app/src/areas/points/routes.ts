// Points declarations and credit report applications (spec §2 /declare-Legal, /declare-person, /credit-report).
// Each route's handle names its layout (inLayout); app/routeTable.ts places it there.
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { creditReportLoader } from '../reportapply/loaders';
import { declareLegalLoader, declarePersonLoader } from './loaders';

const mainRoutes: PortalRoute[] = [
  {
    path: 'declare-Legal',
    lazy: lazyPage(() => import('./DeclarePage').then((m) => ({ Component: m.DeclareLegalPage }))),
    loader: declareLegalLoader,
    handle: {
      name: 'DeclareLegal',
      title: '法人积分申报',
      pageTitleEng: 'Points Declaration for Legal Persons',
    },
  },
  {
    path: 'declare-person',
    lazy: lazyPage(() => import('./DeclarePage').then((m) => ({ Component: m.DeclarePersonPage }))),
    loader: declarePersonLoader,
    handle: {
      name: 'DeclarePerson',
      title: '自然人积分申报',
      pageTitleEng: 'Points Declaration for Natural Persons',
    },
  },
];
const contentRoutes: PortalRoute[] = [
  {
    path: 'credit-report',
    lazy: lazyPage(() => import('../reportapply/CreditReportPage')),
    loader: creditReportLoader,
    handle: {
      name: 'CreditReport',
      title: '信用报告',
      pageTitleEng: 'Credit Report',
    },
  },
];

export const area: Area = {
  name: 'points',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes)],
};
