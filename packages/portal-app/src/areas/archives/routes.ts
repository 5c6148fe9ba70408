// The enterprise credit archive (spec §2 'Main layout children', /company-detail): one page, three addresses.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { archiveLoader, creditReportLoader } from './loaders';

const enterpriseDetail = () => import('./EnterpriseDetailPage');

const mainRoutes: PortalRoute[] = [
  pageRoute('enterprise-detail', enterpriseDetail, { name: 'EnterpriseDetail', title: '企业信用档案', oldRouter: true }, archiveLoader),
  pageRoute('new-enterprise-detail', enterpriseDetail, { name: 'NewEnterpriseDetail', title: '企业信用档案', oldRouter: true, newStyle: true }, archiveLoader),
];
const contentRoutes: PortalRoute[] = [
  pageRoute('company-detail', enterpriseDetail, { name: 'CompanyDetail', title: '企业信用档案', pageTitleEng: 'Enterprise Credit Archive', oldRouter: true }, archiveLoader),
];

// Spec §2 "Shells": the report laid out for printing, outside every layout, without adverts.
const standaloneRoutes: PortalRoute[] = [
  pageRoute('pdf-output', () => import('./PdfOutputPage'), { name: 'PdfOutput', title: '信用报告', hideBread: true, adverts: false }, creditReportLoader),
];

export const area: Area = {
  name: 'archives',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes), ...inLayout('none', standaloneRoutes)],
};
