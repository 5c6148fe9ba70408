// /medical-insurance/selected-object: a part of the scoring scheme, one CMS article.
import type { RouteMeta } from '../../../shell/meta';
import { singlePageLoader } from '../../../views/articleLoaders';
import { MEDICAL_TABS, SCHEME_PARTS } from '../medical';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../SchemePartPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

const part = SCHEME_PARTS[4];

export const handle: RouteMeta = { name: part.name, title: part.label, classification: part.classification, pageTitleEng: part.eng, menuValue: MEDICAL_TABS.score, oldRouter: true };

const pageLoader = singlePageLoader(part.classification);

export const loader = settled(pageLoader);
export const clientLoader = pageLoader;
