// /declare-Legal
import type { RouteMeta } from '../../../shell/meta';
import { declarableTargets, declareLegalLoader } from '../loaders';
import { declarationForm } from '../DeclarationForm';
import { SCHEMES } from '../../../creditpoints/scheme';
import type { ActionFunctionArgs } from 'react-router';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { settled } from '../../../shell/routeData';

export { DeclareLegalPage as default } from '../DeclarePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'DeclareLegal', title: '法人积分申报', pageTitleEng: 'Points Declaration for Legal Persons' };

export const loader = settled(declareLegalLoader);
export const clientLoader = declareLegalLoader;

// A declaration sent without the page's script: files stored, checked against the visitor's targets and sent on the server.
const formOf = async (args: ActionFunctionArgs) => declarationForm(SCHEMES.enterprise, await declarableTargets(SCHEMES.enterprise, args));
export const action = submissionAction(formOf);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(formOf);
