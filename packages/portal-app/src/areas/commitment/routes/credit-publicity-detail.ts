// /credit-publicity-detail
import type { RouteMeta } from '../../../shell/meta';
import { commitmentReadLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CommitmentReadPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'CreditPublicityDetail', title: '承诺书详情', pageTitleEng: 'Credit Commitment', ...inArea };

export const loader = settled(commitmentReadLoader);
export const clientLoader = commitmentReadLoader;
