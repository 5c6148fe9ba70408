// /credit-shoes-info
import type { RouteMeta } from '../../../shell/meta';
import { shoeEnterprisesLoader } from '../loaders';

export { Component as default } from '../ShoeEnterprisesPage';

const SHOE_CITY = '/credit-shoes-news';

export const handle: RouteMeta = { name: 'CreditShoesInfo', title: '鞋企信用信息', pageTitle: '信用鞋城 · 鞋企信用信息', pageTitleEng: 'Shoe Enterprises', menuValue: SHOE_CITY };

export const loader = shoeEnterprisesLoader;
export const clientLoader = shoeEnterprisesLoader;
