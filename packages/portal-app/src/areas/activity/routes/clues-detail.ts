// /clues-detail
import type { RouteMeta } from '../../../shell/meta';

export { Component as default } from '../CluesDetailPage';

// Every page of the campaign and its clue form light the campaign's tab (ActivityLayout).
const INQUIRE_TAB = '/safe-inquire';

export const handle: RouteMeta = { name: 'CluesDetail', title: '线索详情', pageTitleEng: 'Clue Detail', menuValue: INQUIRE_TAB, oldRouter: true };
