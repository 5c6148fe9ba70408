// /farming-financing-docking
import type { RouteMeta } from '../../../shell/meta';
import { financingDockingLoader, loadAllProducts } from '../loaders';
import { applicantOf } from '../../../finance/applyAction';
import { financeApplyForm } from '../../../finance/ApplyForm';
import { submissionAction } from '../../../submission/action';
import { FARMING } from '../subsite';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../FinancingDockingPage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'FarmingFinancingDocking', title: '融资对接', pageTitleEng: 'Financing Docking', menuValue: FARMING.docking, adverts: false };

export const loader = settled(financingDockingLoader);
export const clientLoader = financingDockingLoader;

// A demand published without the page's script: checked against the chosen product and sent on the server
// (enterprise accounts only, as the page says).
export const action = submissionAction(async (args) =>
  financeApplyForm({ products: await loadAllProducts(args.request.signal), applicant: (await applicantOf(args)) ?? { kind: 'person' }, enterpriseOnly: true }),
);
