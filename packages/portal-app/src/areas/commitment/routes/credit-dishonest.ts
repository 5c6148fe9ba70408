// /credit-dishonest
import type { RouteMeta } from '../../../shell/meta';
import { publicityListLoader } from '../loaders';

export { CreditDishonestPage as default } from '../PublicityListPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CreditDishonest', title: '违诺失信', pageTitleEng: 'Broken Commitments', ...inArea };

const pageLoader = publicityListLoader('CreditDishonest');

export const loader = pageLoader;
export const clientLoader = pageLoader;
