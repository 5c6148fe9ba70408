// /ele-guarantee-table
import type { RouteMeta } from '../../../shell/meta';
import { eleGuaranteeTableLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../EleGuaranteeTablePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'EleGuaranteeTable', title: '保函机构及产品', pageTitleEng: 'Guarantee Institutions', menuValue: '/ele-guarantee-table' };

export const loader = settled(eleGuaranteeTableLoader);
export const clientLoader = eleGuaranteeTableLoader;
