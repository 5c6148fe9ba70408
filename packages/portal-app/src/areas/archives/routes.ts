// The enterprise credit archive (spec §2 'Main layout children', /company-detail): one page, three addresses.
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';

const enterpriseDetail = lazyPage(() => import('./EnterpriseDetailPage'));

const mainRoutes: PortalRoute[] = [
  {
    path: 'enterprise-detail',
    lazy: enterpriseDetail,
    handle: { name: 'EnterpriseDetail', title: '企业信用档案', oldRouter: true },
  },
  {
    path: 'new-enterprise-detail',
    lazy: enterpriseDetail,
    handle: { name: 'NewEnterpriseDetail', title: '企业信用档案', oldRouter: true, newStyle: true },
  },
];
const contentRoutes: PortalRoute[] = [
  {
    path: 'company-detail',
    lazy: enterpriseDetail,
    handle: { name: 'CompanyDetail', title: '企业信用档案', pageTitleEng: 'Enterprise Credit Archive', oldRouter: true },
  },
];

export const area: Area = {
  name: 'archives',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes)],
};
