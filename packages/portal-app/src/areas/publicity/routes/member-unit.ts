// /member-unit
import type { RouteMeta } from '../../../shell/meta';
import { memberUnitsLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../MemberUnitPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'MemberUnit', title: '成员单位', pageTitleEng: 'Member Units', oldRouter: true };

export const loader = settled(memberUnitsLoader);
export const clientLoader = memberUnitsLoader;
