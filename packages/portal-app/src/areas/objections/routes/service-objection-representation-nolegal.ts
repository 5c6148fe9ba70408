// /service-objection-representation-nolegal
import type { RouteMeta } from '../../../shell/meta';
import { accountLoader } from '../../../submission/account';
import { settled } from '../../../shell/routeData';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { objectionForm } from '../ObjectionForm';
import { objectionKind } from '../kinds';

import { objectionFormPage } from '../ObjectionFormPage';

export default objectionFormPage('other');
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

// Every page of the group lights the 信用服务 tab of the navigation.
const SERVICE_TAB = '/credit-Service';

export const handle: RouteMeta = { name: 'ServiceObjectionRepresentationNolegal', title: '其他法人异议申诉', pageTitleEng: 'Other Legal Person Objection', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = settled(accountLoader);
export const clientLoader = accountLoader;

// The form sent without the page's script: files stored, checked and sent on the server.
export const action = submissionAction(objectionForm(objectionKind('other')));
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(objectionForm(objectionKind('other')));
