// /credit-repair
import type { RouteMeta } from '../../../shell/meta';
import { repairHubLoader } from '../loaders';

export { Component as default } from '../RepairHubPage';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';

export const handle: RouteMeta = { name: 'CreditRepair', title: '信用修复', pageTitleEng: 'Credit Repair', menuValue: REPAIR_TAB };

export const loader = repairHubLoader;
export const clientLoader = repairHubLoader;
