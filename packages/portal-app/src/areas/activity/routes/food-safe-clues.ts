// /food-safe-clues
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { clueForm } from '../../../views/ClueForm';
import { categoryOf, clueReportPage } from '../ClueReportPage';
import { SAFETY_CAMPAIGNS } from '../campaigns';
import type { RouteMeta } from '../../../shell/meta';
import { viewerLoader } from '../../../shell/session';

export default clueReportPage('food');

export const handle: RouteMeta = { name: 'FoodSafeClues', title: '食品安全线索举报', pageTitleEng: 'Report a Food Safety Clue', menuValue: '/food-safe', oldRouter: true };

// The clue sent without the page's script: files stored, checked, verified and sent on the server.
export const action = submissionAction(clueForm(categoryOf(SAFETY_CAMPAIGNS.food)));
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(clueForm(categoryOf(SAFETY_CAMPAIGNS.food)));

// Who visits (the evidence upload is a logged-in visitor's): decided here, read by the page.
export const loader = viewerLoader;
export const clientLoader = viewerLoader;
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';
