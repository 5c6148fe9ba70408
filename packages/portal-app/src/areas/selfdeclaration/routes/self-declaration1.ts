// /self-declaration1
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationFormLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import type { ActionFunctionArgs } from 'react-router';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
import { actingEnterprise } from '../../../submission/declarant';
import { selfDeclarationForm } from '../SelfDeclarationFormPage';

export { Component as default } from '../SelfDeclarationFormPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SelfDeclaration1', title: '我要声明', pageTitleEng: 'Make a Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = settled(selfDeclarationFormLoader);
export const clientLoader = selfDeclarationFormLoader;

// A declaration sent without the page's script: checked and sent on the server for the account's enterprise.
const formOf = async (args: ActionFunctionArgs) => selfDeclarationForm(await actingEnterprise(args));
export const action = submissionAction(formOf);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(formOf);
