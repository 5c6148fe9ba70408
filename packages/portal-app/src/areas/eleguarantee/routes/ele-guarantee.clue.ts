// /ele-guarantee/clue
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { clueForm } from '../../../views/ClueForm';
import type { RouteMeta } from '../../../shell/meta';
import { CLUE_PAGES, GUARANTEE_CLUE } from '../clues';

export { Component as default } from '../EleGuaranteeCluePage';

export const handle: RouteMeta = { name: 'EleGuaranteeClue', title: '电子保函线索举报', pageTitleEng: 'Report a Guarantee Clue', menuValue: CLUE_PAGES.report };

// The clue sent without the page's script: files stored, checked, verified and sent on the server.
export const action = submissionAction(clueForm(GUARANTEE_CLUE));
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(clueForm(GUARANTEE_CLUE));
