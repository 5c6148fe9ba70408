// /credit-plus-lib
import type { RouteMeta } from '../../../shell/meta';
import { libraryIntroLoader } from '../loaders';

export { Component as default } from '../LibraryIntroPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusLib', title: '信用+图书馆', pageTitleEng: 'Credit Plus Library', menuValue: CREDIT_PLUS };

export const loader = libraryIntroLoader;
export const clientLoader = libraryIntroLoader;
