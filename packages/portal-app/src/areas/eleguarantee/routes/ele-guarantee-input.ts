// /ele-guarantee-input
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeInputLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../EleGuaranteeInputPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeInput', title: '电子保函申请', pageTitleEng: 'Apply for a Guarantee', menuValue: '/ele-guarantee-input', requiresAuth: true };

export const loader = settled(eleGuaranteeInputLoader);
export const clientLoader = eleGuaranteeInputLoader;
