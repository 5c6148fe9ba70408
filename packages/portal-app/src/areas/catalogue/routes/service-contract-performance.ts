// /service-contract-performance
import type { RouteMeta } from '../../../shell/meta';
import { contractPerformanceLoader } from '../loaders';

export { Component as default } from '../ContractPerformancePage';

export const handle: RouteMeta = { name: 'ServiceContractPerformance', title: '合同履约', pageTitleEng: 'Contract Performance' };

export const loader = contractPerformanceLoader;
export const clientLoader = contractPerformanceLoader;
