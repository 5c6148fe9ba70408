// /integrityObject
import type { RouteMeta } from '../../../shell/meta';
import { subjectGroupLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { IntegrityObjectPage as default } from '../SubjectGroupPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'IntegrityObject', title: '守信激励对象', pageTitleEng: 'Incentive Objects' };

const pageLoader = subjectGroupLoader('IntegrityObject');

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
