// /view-info-item
import type { RouteMeta } from '../../../shell/meta';
import { ownFeedbackLoader } from '../loaders';

export { Component as default } from '../FeedbackItemPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'ViewInfoItem', title: '反馈详情', pageTitleEng: 'Feedback Details', ...inArea };

export const loader = ownFeedbackLoader;
export const clientLoader = ownFeedbackLoader;
