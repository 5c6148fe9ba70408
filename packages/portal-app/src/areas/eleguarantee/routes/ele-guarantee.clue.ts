// /ele-guarantee/clue
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { clueForm } from '../../../views/ClueForm';
import type { RouteMeta } from '../../../shell/meta';
import { viewerLoader } from '../../../shell/session';
import { CLUE_PAGES, GUARANTEE_CLUE } from '../clues';

export { Component as default } from '../EleGuaranteeCluePage';

export const handle: RouteMeta = { name: 'EleGuaranteeClue', title: '电子保函线索举报', pageTitleEng: 'Report a Guarantee Clue', menuValue: CLUE_PAGES.report };

// The clue sent without the page's script: files stored, checked, verified and sent on the server.
export const action = submissionAction(clueForm(GUARANTEE_CLUE));
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(clueForm(GUARANTEE_CLUE));

// Who visits (the evidence upload is a logged-in visitor's): decided here, read by the page.
export const loader = viewerLoader;
export const clientLoader = viewerLoader;
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';
