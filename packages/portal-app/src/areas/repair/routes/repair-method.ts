// /repair-method
import type { RouteMeta } from '../../../shell/meta';
import { listRoute } from '../../../views/builders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../../../views/ArticleListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';
// The section's guide lists (CMS classifications of features/cms/repair-guides.ts) open in /repairDetail.
const guide = { menuValue: REPAIR_TAB, articleDetail: '/repairDetail', oldRouter: true } as const;

const route = listRoute('repair-method', '修复方式', 'Ways of Repair', { ...guide, classification: '信用修复方式' });

export const handle: RouteMeta = route.handle;
export const loader = settled(route.loader);
export const clientLoader = route.loader;
