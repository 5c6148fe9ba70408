// /free-trade-area
import type { RouteMeta } from '../../../shell/meta';
import { freeTradeAreaHomeLoader } from '../loaders';

export { Component as default } from '../FreeTradeAreaHomePage';

export const handle: RouteMeta = { name: 'FreeTradeArea', title: '自贸区', pageTitleEng: 'Free Trade Area' };

export const loader = freeTradeAreaHomeLoader;
export const clientLoader = freeTradeAreaHomeLoader;
