// /ele-guarantee/clueDetail
import type { RouteMeta } from '../../../shell/meta';
import { CLUE_PAGES } from '../clues';

export { Component as default } from '../EleGuaranteeClueDetailPage';

export const handle: RouteMeta = { name: 'EleGuaranteeClueDetail', title: '线索详情', pageTitleEng: 'Guarantee Clue', menuValue: CLUE_PAGES.report, oldRouter: true };
