// /drug-safe
import type { RouteMeta } from '../../../shell/meta';
import { safetyListLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SafetyCampaignPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'DrugSafe', title: '药品安全', pageTitleEng: 'Drug Safety', menuValue: '/drug-safe' };

export const loader = settled(safetyListLoader);
export const clientLoader = safetyListLoader;
