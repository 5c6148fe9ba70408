// /safe-view-info-list
import type { RouteMeta } from '../../../shell/meta';
import { myCluesLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SafeViewInfoListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the campaign and its clue form light the campaign's tab (ActivityLayout).
const INQUIRE_TAB = '/safe-inquire';

export const handle: RouteMeta = { name: 'SafeViewInfoList', title: '查询结果', pageTitleEng: 'Inquiry Results', menuValue: INQUIRE_TAB, oldRouter: true };

export const loader = settled(myCluesLoader);
export const clientLoader = myCluesLoader;
