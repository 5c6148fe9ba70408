// /focus_group_of_people/detail
import type { RouteMeta } from '../../../shell/meta';
import { subjectLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SubjectDetailPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FocusGroupOfPeopleDetail', title: '详情', pageTitle: '主体详情', pageTitleEng: 'Subject Details', oldRouter: true };

export const loader = settled(subjectLoader);
export const clientLoader = subjectLoader;
