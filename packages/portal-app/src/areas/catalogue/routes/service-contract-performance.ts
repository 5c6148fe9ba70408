// /service-contract-performance
import type { RouteMeta } from '../../../shell/meta';
import { contractPerformanceLoader } from '../loaders';
import { settled } from '../../../shell/routeData';

export { Component as default } from '../ContractPerformancePage';
// A failure of the page's data shows in the page's place, inside its layout.
export { RouteDataError as ErrorBoundary } from '../../../shell/routeData';

export const handle: RouteMeta = { name: 'ServiceContractPerformance', title: '合同履约', pageTitleEng: 'Contract Performance' };

export const loader = settled(contractPerformanceLoader);
export const clientLoader = contractPerformanceLoader;
