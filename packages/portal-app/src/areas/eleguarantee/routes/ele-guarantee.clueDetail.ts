// /ele-guarantee/clueDetail
import type { RouteMeta } from '../../../shell/meta';
import { clueLookupAction, clueLookupClientAction } from '../../../views/ClueLookup';
import { CLUE_PAGES } from '../clues';

export { Component as default } from '../EleGuaranteeClueDetailPage';

export const handle: RouteMeta = { name: 'EleGuaranteeClueDetail', title: '线索详情', pageTitleEng: 'Guarantee Clue', menuValue: CLUE_PAGES.report, oldRouter: true };

// The clue's lookup sent without the page's script: its progress and detail read on the server with the
// second factor, shown on this page.
export const action = clueLookupAction;
// With the page's script, its form posts here (the same checks and lookup, in the browser).
export const clientAction = clueLookupClientAction;
