// /safe-inquire
import type { RouteMeta } from '../../../shell/meta';
import { clueLookupAction, clueLookupClientAction } from '../../../views/ClueLookup';

export { Component as default } from '../SafeInquirePage';

// Every page of the campaign and its clue form light the campaign's tab (ActivityLayout).
const INQUIRE_TAB = '/safe-inquire';

export const handle: RouteMeta = { name: 'SafeInquire', title: '线索查询', pageTitleEng: 'Clue Progress Inquiry', menuValue: INQUIRE_TAB };

// The clue's lookup sent without the page's script: its progress and detail read on the server with the
// second factor, shown on this page.
export const action = clueLookupAction;
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = clueLookupClientAction;
