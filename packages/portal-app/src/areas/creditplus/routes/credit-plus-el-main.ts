// /credit-plus-el-main
import type { RouteMeta } from '../../../shell/meta';
import { linkagesLoader } from '../loaders';

export { Component as default } from '../LinkageListPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusElMain', title: '联动监管记录', pageTitle: '信用+联动监管 · 联动监管记录', pageTitleEng: 'Linkage Supervision Records', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = linkagesLoader;
export const clientLoader = linkagesLoader;
