// /farming-financing-docking
import type { RouteMeta } from '../../../shell/meta';
import { financingDockingLoader, loadAllProducts } from '../loaders';
import { applicantOf } from '../../../finance/applyAction';
import { financeApplyForm } from '../../../finance/ApplyForm';
import type { ActionFunctionArgs } from 'react-router';
import { submissionAction } from '../../../submission/action';
import { submissionClientAction } from '../../../submission/clientAction';
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
const formOf = async (args: ActionFunctionArgs) =>
  financeApplyForm({ products: await loadAllProducts(args.request.signal), applicant: (await applicantOf(args)) ?? { kind: 'person' }, enterpriseOnly: true });
export const action = submissionAction(formOf);
// With the page's script, the form posts its values here (its files stored as they were chosen).
export const clientAction = submissionClientAction(formOf);
