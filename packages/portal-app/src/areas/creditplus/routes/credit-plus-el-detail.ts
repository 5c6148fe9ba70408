// /credit-plus-el-detail
import type { RouteMeta } from '../../../shell/meta';
import { linkageEnterpriseLoader } from '../loaders';

export { Component as default } from '../LinkageEnterprisePage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusElDetail', title: '联动监管详情', pageTitleEng: 'Enterprise in Linkage Supervision', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = linkageEnterpriseLoader;
export const clientLoader = linkageEnterpriseLoader;
