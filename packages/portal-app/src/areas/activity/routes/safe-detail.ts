// /safe-detail
import type { RouteMeta } from '../../../shell/meta';
import { safetyEntryLoader } from '../loaders';

export { Component as default } from '../SafetyDetailPage';

export const handle: RouteMeta = { name: 'SafeDetail', title: '名单详情', pageTitleEng: 'List Entry', oldRouter: true };

export const loader = safetyEntryLoader;
export const clientLoader = safetyEntryLoader;
