// /safe-view-info-list
import type { RouteMeta } from '../../../shell/meta';
import { myCluesLoader } from '../loaders';

export { Component as default } from '../SafeViewInfoListPage';

// Every page of the campaign and its clue form light the campaign's tab (ActivityLayout).
const INQUIRE_TAB = '/safe-inquire';

export const handle: RouteMeta = { name: 'SafeViewInfoList', title: '查询结果', pageTitleEng: 'Inquiry Results', menuValue: INQUIRE_TAB, oldRouter: true };

export const loader = myCluesLoader;
export const clientLoader = myCluesLoader;
