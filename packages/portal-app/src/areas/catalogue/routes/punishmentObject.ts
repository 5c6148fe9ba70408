// /punishmentObject
import type { RouteMeta } from '../../../shell/meta';
import { subjectGroupLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { PunishmentObjectPage as default } from '../SubjectGroupPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'PunishmentObject', title: '失信惩戒对象', pageTitleEng: 'Punishment Objects' };

const pageLoader = subjectGroupLoader('PunishmentObject');

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
