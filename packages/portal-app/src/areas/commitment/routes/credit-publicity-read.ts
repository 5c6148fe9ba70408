// /credit-publicity-read
import type { RouteMeta } from '../../../shell/meta';
import { commitmentReadLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CommitmentReadPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'CreditPublicityRead', title: '承诺书详情', pageTitleEng: 'Credit Commitment', oldRouter: true, menuValue: '/credit-publicity' };

export const loader = settled(commitmentReadLoader);
export const clientLoader = commitmentReadLoader;
