// /ele-guarantee/clue
import type { RouteMeta } from '../../../shell/meta';
import { CLUE_PAGES } from '../clues';

export { Component as default } from '../EleGuaranteeCluePage';

export const handle: RouteMeta = { name: 'EleGuaranteeClue', title: '电子保函线索举报', pageTitleEng: 'Report a Guarantee Clue', menuValue: CLUE_PAGES.report };
