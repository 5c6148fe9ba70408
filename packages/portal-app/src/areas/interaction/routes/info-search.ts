// /info-search
import type { RouteMeta } from '../../../shell/meta';
import { lookupAction, lookupClientActionOf } from '../../../views/SubmissionLookup';
import { INFO_SEARCH } from '../InfoSearchPage';

export { Component as default } from '../InfoSearchPage';

// Every page of the group lights the 网站互动 tab, where the portal's navigation offers one.
const INTERACTION_TAB = '/website-interaction';

export const handle: RouteMeta = { name: 'InfoSearch', title: '办件查询', pageTitleEng: 'Progress Inquiry', menuValue: INTERACTION_TAB, oldRouter: true };

// A lookup sent without the page's script: checked and looked up on the server.
export const action = lookupAction(INFO_SEARCH);
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = lookupClientActionOf(INFO_SEARCH);
