// /farming-financing-docking
import type { RouteMeta } from '../../../shell/meta';
import { financingDockingLoader } from '../loaders';
import { FARMING } from '../subsite';

export { Component as default } from '../FinancingDockingPage';

export const handle: RouteMeta = { name: 'FarmingFinancingDocking', title: '融资对接', pageTitleEng: 'Financing Docking', menuValue: FARMING.docking, adverts: false };

export const loader = financingDockingLoader;
export const clientLoader = financingDockingLoader;
