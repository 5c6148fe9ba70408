// /company-detail
import type { RouteMeta } from '../../../shell/meta';
import { archiveLoader } from '../loaders';

export { Component as default } from '../EnterpriseDetailPage';

export const handle: RouteMeta = { name: 'CompanyDetail', title: '企业信用档案', pageTitleEng: 'Enterprise Credit Archive', oldRouter: true };

export const loader = archiveLoader;
export const clientLoader = archiveLoader;
