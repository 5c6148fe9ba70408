// /double-publicity-info
import type { RouteMeta } from '../../../shell/meta';
import { doublePublicityInfoLoader } from '../loaders';

export { Component as default } from '../InfoPage';

// Every double-publicity page lights the 双公示 tab of the navigation (it leads to the catalogue).
const DOUBLE_PUBLICITY_TAB = '/double-publicity-catalog';

export const handle: RouteMeta = { name: 'DoublePublicityInfo', title: '双公示信息', pageTitleEng: 'Permits and Penalties', oldRouter: true, menuValue: DOUBLE_PUBLICITY_TAB };

export const loader = doublePublicityInfoLoader;
export const clientLoader = doublePublicityInfoLoader;
