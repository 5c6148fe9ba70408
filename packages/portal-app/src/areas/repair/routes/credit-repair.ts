// /credit-repair
import type { RouteMeta } from '../../../shell/meta';
import { repairHubLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../RepairHubPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';

export const handle: RouteMeta = { name: 'CreditRepair', title: '信用修复', pageTitleEng: 'Credit Repair', menuValue: REPAIR_TAB };

export const loader = settled(repairHubLoader);
export const clientLoader = repairHubLoader;
