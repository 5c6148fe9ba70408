// /SXFXJSBG
import type { RouteMeta } from '../../../shell/meta';
import { riskReportLoader } from '../loaders';

export { Component as default } from '../RiskReportPage';

export const handle: RouteMeta = { name: 'SXFXJSBG', title: '失信风险警示报告', pageTitleEng: 'Dishonesty Risk Report' };

export const loader = riskReportLoader;
export const clientLoader = riskReportLoader;
