// /SXFXJSBG
import type { RouteMeta } from '../../../shell/meta';
import { riskReportLoader } from '../loaders';
import { settled } from '../../../shell/routeData';
import { formActions, submissionAction } from '../../../submission/action';
import { formClientActions, submissionClientAction } from '../../../submission/clientAction';
import { RISK_REPORT, riskReportForm } from '../RiskReportForm';
import { RISK_QUERY, riskQueryAction, riskQueryClientAction } from '../RiskProgressQuery';

export { Component as default } from '../RiskReportPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'SXFXJSBG', title: '失信风险警示报告', pageTitleEng: 'Dishonesty Risk Report' };

export const loader = settled(riskReportLoader);
export const clientLoader = riskReportLoader;

// The page's two forms sent without its script, each checked on the server: the report (verified by the
// 安全验证 and sent) and the progress query.
export const action = formActions({ [RISK_REPORT]: submissionAction(riskReportForm), [RISK_QUERY]: riskQueryAction });
// With the page's script, both forms post their values here, each with its intent.
export const clientAction = formClientActions({ [RISK_REPORT]: submissionClientAction(riskReportForm), [RISK_QUERY]: riskQueryClientAction });
