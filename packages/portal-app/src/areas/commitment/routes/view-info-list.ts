// /view-info-list
import type { RouteMeta } from '../../../shell/meta';
import { myFeedbackLoader } from '../loaders';

export { Component as default } from '../MyFeedbackPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'ViewInfoList', title: '我的反馈', pageTitleEng: 'My Feedback', ...inArea, keepAlive: true };

export const loader = myFeedbackLoader;
export const clientLoader = myFeedbackLoader;
