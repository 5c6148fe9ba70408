// /repairDetail
import type { RouteMeta } from '../../../shell/meta';
import { repairArticleLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../RepairDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';

export const handle: RouteMeta = { name: 'RepairDetail', title: '修复详情', pageTitleEng: 'Credit Repair', menuValue: REPAIR_TAB, oldRouter: true };

export const loader = settled(repairArticleLoader);
export const clientLoader = repairArticleLoader;
