// /check-error
import type { RouteMeta } from '../../../shell/meta';
import { myCorrectionsLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { correctionForm } from '../CheckErrorPage';

export { Component as default } from '../CheckErrorPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CheckError', title: '信息纠错', pageTitleEng: 'Error Correction' };

export const loader = settled(myCorrectionsLoader);
export const clientLoader = myCorrectionsLoader;

// The report sent without the page's script: checked, verified (安全验证) and sent on the server.
export const action = submissionAction(correctionForm);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(correctionForm);
