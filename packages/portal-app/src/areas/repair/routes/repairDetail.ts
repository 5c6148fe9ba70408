// /repairDetail
import type { RouteMeta } from '../../../shell/meta';
import { repairArticleLoader } from '../loaders';

export { Component as default } from '../RepairDetailPage';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';

export const handle: RouteMeta = { name: 'RepairDetail', title: '修复详情', pageTitleEng: 'Credit Repair', menuValue: REPAIR_TAB, oldRouter: true };

export const loader = repairArticleLoader;
export const clientLoader = repairArticleLoader;
