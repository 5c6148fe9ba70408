// /feedback-info
import type { RouteMeta } from '../../../shell/meta';
import { publicityListLoader } from '../loaders';

export { FeedbackInfoPage as default } from '../PublicityListPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'FeedbackInfo', title: '履约情况', pageTitleEng: 'Fulfilment Results', ...inArea };

const pageLoader = publicityListLoader('FeedbackInfo');

export const loader = pageLoader;
export const clientLoader = pageLoader;
