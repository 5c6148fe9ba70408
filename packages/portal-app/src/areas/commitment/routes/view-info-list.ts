// /view-info-list
import type { RouteMeta } from '../../../shell/meta';
import { myFeedbackLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../MyFeedbackPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'ViewInfoList', title: '我的反馈', pageTitleEng: 'My Feedback', ...inArea, keepAlive: true };

export const loader = settled(myFeedbackLoader);
export const clientLoader = myFeedbackLoader;
