// /SXFXJSBG
import type { RouteMeta } from '../../../shell/meta';
import { riskReportLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../RiskReportPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SXFXJSBG', title: '失信风险警示报告', pageTitleEng: 'Dishonesty Risk Report' };

export const loader = settled(riskReportLoader);
export const clientLoader = riskReportLoader;
