// /focus_group_of_people
import type { RouteMeta } from '../../../shell/meta';
import { subjectGroupLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { FocusGroupOfPeoplePage as default } from '../SubjectGroupPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FocusGroupOfPeople', title: '重点人群', pageTitleEng: 'Focus Groups' };

const pageLoader = subjectGroupLoader('FocusGroupOfPeople');

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
