// /ele-guarantee/safeInquire
import type { RouteMeta } from '../../../shell/meta';
import { CLUE_PAGES } from '../clues';

export { Component as default } from '../EleGuaranteeSafeInquirePage';

export const handle: RouteMeta = { name: 'EleGuaranteeSafeInquire', title: '线索查询', pageTitleEng: 'Guarantee Clue Inquiry', menuValue: CLUE_PAGES.report };
