// /enterprise-detail
import type { RouteMeta } from '../../../shell/meta';
import { archiveLoader } from '../loaders';

export { Component as default } from '../EnterpriseDetailPage';

export const handle: RouteMeta = { name: 'EnterpriseDetail', title: '企业信用档案', oldRouter: true };

export const loader = archiveLoader;
export const clientLoader = archiveLoader;
