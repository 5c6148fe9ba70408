// /wanna-repair
import type { RouteMeta } from '../../../shell/meta';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { repairApplyForm } from '../RepairApplyForm';
import { repairGuideLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../WannaRepairPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';

export const handle: RouteMeta = { name: 'WannaRepair', title: '我要修复', pageTitleEng: 'Apply for Credit Repair', menuValue: REPAIR_TAB, oldRouter: true };

export const loader = settled(repairGuideLoader);
export const clientLoader = repairGuideLoader;

// The application sent without the page's script: files stored, checked, verified and sent on the server.
export const action = submissionAction(repairApplyForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(repairApplyForm);
