// /credit-commitment
import type { RouteMeta } from '../../../shell/meta';
import { commitmentHubLoader } from '../loaders';

export { Component as default } from '../CommitmentHubPage';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';

export const handle: RouteMeta = { name: 'CreditCommitment', title: '信用承诺', pageTitleEng: 'Credit Commitment', menuValue: COMMITMENT_TAB };

export const loader = commitmentHubLoader;
export const clientLoader = commitmentHubLoader;
