// /ele-guarantee/clueListDetail
import type { RouteMeta } from '../../../shell/meta';
import { articleLoader } from '../../../views/genericLists';
import { CLUE_PAGES } from '../clues';

export { Component as default } from '../../../views/ContentDetailPage';

export const handle: RouteMeta = { name: 'EleGuaranteeClueListDetail', title: '公示详情', pageTitleEng: 'Handled Guarantee Clue', menuValue: CLUE_PAGES.list, oldRouter: true };

export const loader = articleLoader;
export const clientLoader = articleLoader;
