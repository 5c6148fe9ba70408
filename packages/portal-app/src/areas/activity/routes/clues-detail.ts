// /clues-detail
import type { RouteMeta } from '../../../shell/meta';
import { clueLookupAction, clueLookupClientAction } from '../../../views/ClueLookup';

export { Component as default } from '../CluesDetailPage';

// Every page of the campaign and its clue form light the campaign's tab (ActivityLayout).
const INQUIRE_TAB = '/safe-inquire';

export const handle: RouteMeta = { name: 'CluesDetail', title: '线索详情', pageTitleEng: 'Clue Detail', menuValue: INQUIRE_TAB, oldRouter: true };

// The clue's lookup sent without the page's script: its progress and detail read on the server with the
// second factor, shown on this page.
export const action = clueLookupAction;
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = clueLookupClientAction;
