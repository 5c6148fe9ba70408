// /declare-person
import type { RouteMeta } from '../../../shell/meta';
import { declarePersonLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { DeclarePersonPage as default } from '../DeclarePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'DeclarePerson', title: '自然人积分申报', pageTitleEng: 'Points Declaration for Natural Persons' };

export const loader = settled(declarePersonLoader);
export const clientLoader = declarePersonLoader;
