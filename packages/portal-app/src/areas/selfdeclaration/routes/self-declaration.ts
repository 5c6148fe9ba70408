// /self-declaration
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SelfDeclarationPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SelfDeclaration', title: '自主声明', pageTitleEng: 'Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = settled(selfDeclarationLoader);
export const clientLoader = selfDeclarationLoader;
