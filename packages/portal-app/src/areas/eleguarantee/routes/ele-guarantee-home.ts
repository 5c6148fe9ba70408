// /ele-guarantee-home
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeHomeLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../EleGuaranteeHomePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeHome', title: '电子保函', pageTitleEng: 'Electronic Guarantees', menuValue: '/ele-guarantee-home' };

export const loader = settled(eleGuaranteeHomeLoader);
export const clientLoader = eleGuaranteeHomeLoader;
