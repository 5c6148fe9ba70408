// /promise-application-scenarios
import type { RouteMeta } from '../../../shell/meta';
import { templateCatalogLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { ApplicationScenariosPage as default } from '../TemplateCatalogPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

/** Every page of the area lights the 信用承诺 tab of the navigation (it leads to the hub). */
const COMMITMENT_TAB = '/credit-commitment';
const inArea = { menuValue: COMMITMENT_TAB, oldRouter: true } as const;

export const handle: RouteMeta = { name: 'PromiseApplicationScenarios', title: '应用场景', pageTitleEng: 'Application Scenarios', ...inArea };

const pageLoader = templateCatalogLoader(true);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
