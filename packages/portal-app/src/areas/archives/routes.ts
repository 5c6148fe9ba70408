// The enterprise credit archive (spec §2 'Main layout children', /company-detail): one page, three addresses.
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { archiveLoader, creditReportLoader } from './loaders';

const enterpriseDetail = lazyPage(() => import('./EnterpriseDetailPage'));

const mainRoutes: PortalRoute[] = [
  {
    path: 'enterprise-detail',
    lazy: enterpriseDetail,
    loader: archiveLoader,
    handle: {
      name: 'EnterpriseDetail',
      title: '企业信用档案',
      oldRouter: true,
    },
  },
  {
    path: 'new-enterprise-detail',
    lazy: enterpriseDetail,
    loader: archiveLoader,
    handle: {
      name: 'NewEnterpriseDetail',
      title: '企业信用档案',
      oldRouter: true,
      newStyle: true,
    },
  },
];
const contentRoutes: PortalRoute[] = [
  {
    path: 'company-detail',
    lazy: enterpriseDetail,
    loader: archiveLoader,
    handle: {
      name: 'CompanyDetail',
      title: '企业信用档案',
      pageTitleEng: 'Enterprise Credit Archive',
      oldRouter: true,
    },
  },
];

// Spec §2 "Shells": the report laid out for printing, outside every layout, without adverts.
const standaloneRoutes: PortalRoute[] = [
  {
    path: 'pdf-output',
    lazy: lazyPage(() => import('./PdfOutputPage')),
    loader: creditReportLoader,
    handle: {
      name: 'PdfOutput',
      title: '信用报告',
      hideBread: true,
      adverts: false,
    },
  },
];

export const area: Area = {
  name: 'archives',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes), ...inLayout('none', standaloneRoutes)],
};
