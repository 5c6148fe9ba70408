// /credit-publicity-read
import type { RouteMeta } from '../../../shell/meta';
import { commitmentReadLoader } from '../loaders';

export { Component as default } from '../CommitmentReadPage';

export const handle: RouteMeta = { name: 'CreditPublicityRead', title: '承诺书详情', pageTitleEng: 'Credit Commitment', oldRouter: true, menuValue: '/credit-publicity' };

export const loader = commitmentReadLoader;
export const clientLoader = commitmentReadLoader;
