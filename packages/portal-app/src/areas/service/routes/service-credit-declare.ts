// /service-credit-declare
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { creditDeclareLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import type { ActionFunctionArgs } from 'react-router';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { actingEnterprise } from '../../../submission/declarant';
import { creditDeclareForm } from '../CreditDeclareForm';

export { Component as default } from '../CreditDeclarePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

export const handle: RouteMeta = { name: 'ServiceCreditDeclare', title: '信用申报', pageTitleEng: 'Credit Declaration', menuValue: SERVICE_TAB, oldRouter: true };

export const loader = settled(creditDeclareLoader);
export const clientLoader = creditDeclareLoader;

// A declaration sent without the page's script: files stored, checked and sent on the server for the account's enterprise.
const formOf = async (args: ActionFunctionArgs) => creditDeclareForm(await actingEnterprise(args));
export const action = submissionAction(formOf);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(formOf);
