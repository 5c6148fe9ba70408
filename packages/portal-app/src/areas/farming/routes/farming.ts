// /farming
import type { RouteMeta } from '../../../shell/meta';
import { farmingHomeLoader } from '../loaders';
import { FARMING } from '../subsite';

export { Component as default } from '../FarmingHomePage';

export const handle: RouteMeta = { name: 'Farming', title: '农业金融服务平台', pageTitleEng: 'Farming Finance', menuValue: FARMING.home, adverts: false };

export const loader = farmingHomeLoader;
export const clientLoader = farmingHomeLoader;
