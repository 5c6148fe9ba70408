// /farming-financing-docking
import type { RouteMeta } from '../../../shell/meta';
import { financingDockingLoader } from '../loaders';
import { FARMING } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../FinancingDockingPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FarmingFinancingDocking', title: '融资对接', pageTitleEng: 'Financing Docking', menuValue: FARMING.docking, adverts: false };

export const loader = settled(financingDockingLoader);
export const clientLoader = financingDockingLoader;
