// /self-declaration-detail
import { SERVICE_HUB } from '../../../addresses';
import type { RouteMeta } from '../../../shell/meta';
import { selfDeclarationDetailLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SelfDeclarationDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SelfDeclarationDetail', title: '自主声明详情', pageTitleEng: 'Self-declaration', menuValue: SERVICE_HUB, oldRouter: true };

export const loader = settled(selfDeclarationDetailLoader);
export const clientLoader = selfDeclarationDetailLoader;
