// /farming
import type { RouteMeta } from '../../../shell/meta';
import { farmingHomeLoader } from '../loaders';
import { FARMING } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../FarmingHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'Farming', title: '农业金融服务平台', pageTitleEng: 'Farming Finance', menuValue: FARMING.home, adverts: false };

export const loader = settled(farmingHomeLoader);
export const clientLoader = farmingHomeLoader;
