// /self-declaration-list
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SelfDeclarationListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SelfDeclarationList', title: '自主声明公示', pageTitleEng: 'Published Self-declarations', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = settled(selfDeclarationListLoader);
export const clientLoader = selfDeclarationListLoader;
