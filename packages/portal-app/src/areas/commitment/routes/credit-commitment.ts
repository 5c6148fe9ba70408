// /credit-commitment
import type { RouteMeta } from '../../../shell/meta';
import { commitmentHubLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../CommitmentHubPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';

export const handle: RouteMeta = { name: 'CreditCommitment', title: '信用承诺', pageTitleEng: 'Credit Commitment', menuValue: COMMITMENT_TAB };

export const loader = settled(commitmentHubLoader);
export const clientLoader = commitmentHubLoader;
