// /self-declaration1
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationFormLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { submissionAction } from '../../../submission/action';
import { actingEnterprise } from '../../../submission/declarant';
import { selfDeclarationForm } from '../SelfDeclarationFormPage';

export { Component as default } from '../SelfDeclarationFormPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SelfDeclaration1', title: '我要声明', pageTitleEng: 'Make a Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = settled(selfDeclarationFormLoader);
export const clientLoader = selfDeclarationFormLoader;

// A declaration sent without the page's script: checked and sent on the server for the account's enterprise.
export const action = submissionAction(async (args) => selfDeclarationForm(await actingEnterprise(args)));
