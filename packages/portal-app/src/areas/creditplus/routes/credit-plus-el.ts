// /credit-plus-el
import type { RouteMeta } from '../../../shell/meta';
import { linkageIntroLoader } from '../loaders';

export { Component as default } from '../LinkageIntroPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusEl', title: '信用+联动监管', pageTitleEng: 'Linkage Supervision', menuValue: CREDIT_PLUS };

export const loader = linkageIntroLoader;
export const clientLoader = linkageIntroLoader;
