// /credit-dishonest
import type { RouteMeta } from '../../../shell/meta';
import { publicityListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { CreditDishonestPage as default } from '../PublicityListPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CreditDishonest', title: '违诺失信', pageTitleEng: 'Broken Commitments', ...inArea };

const pageLoader = publicityListLoader('CreditDishonest');

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
