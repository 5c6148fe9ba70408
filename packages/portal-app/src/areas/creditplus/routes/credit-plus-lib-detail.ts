// /credit-plus-lib-detail
import type { RouteMeta } from '../../../shell/meta';
import { readerLoader } from '../loaders';

export { Component as default } from '../ReaderDetailPage';

const CREDIT_PLUS = '/credit-plus-home';

export const handle: RouteMeta = { name: 'CreditPlusLibDetail', title: '读者详情', pageTitleEng: 'Reader', menuValue: CREDIT_PLUS, oldRouter: true };

export const loader = readerLoader;
export const clientLoader = readerLoader;
