// Credit service (spec §2 'Credit service'): the service hub, credit declarations, contract details,
// personal credit and the enterprise query (self-declarations: the selfdeclaration area).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { SERVICE_HUB } from '../../addresses';
import { contractDetailsLoader, creditDeclareDetailLoader, creditDeclareLoader, enterpriseQueryLoader, personalCreditLoader } from './loaders';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = SERVICE_HUB;

const contentRoutes: PortalRoute[] = [
  pageRoute('credit-Service', () => import('./ServiceHubPage'), { name: 'CreditService', title: '信用服务', pageTitleEng: 'Credit Services', menuValue: SERVICE_TAB }),
  pageRoute('service-credit-declare', () => import('./CreditDeclarePage'), { name: 'ServiceCreditDeclare', title: '信用申报', pageTitleEng: 'Credit Declaration', menuValue: SERVICE_TAB, oldRouter: true }, creditDeclareLoader),
  pageRoute('service-credit-declare-detail', () => import('./CreditDeclareDetailPage'), { name: 'ServiceCreditDeclareDetail', title: '申报概况', pageTitleEng: 'Declaration Summary', menuValue: SERVICE_TAB, oldRouter: true }, creditDeclareDetailLoader),
  pageRoute('service-contract-details', () => import('./ContractDetailsPage'), { name: 'ServiceContractDetails', title: '合同履约详情', pageTitleEng: 'Contract Performance Details', menuValue: SERVICE_TAB, oldRouter: true }, contractDetailsLoader),
  pageRoute('service-personal-credit', () => import('./PersonalCreditPage'), { name: 'ServicePersonalCredit', title: '个人信用服务', pageTitleEng: 'Personal Credit Services', menuValue: SERVICE_TAB, oldRouter: true }, personalCreditLoader),
  pageRoute('enterprise-query', () => import('./EnterpriseQueryPage'), { name: 'EnterpriseQuery', title: '企业信用查询', pageTitleEng: 'Enterprise Query', menuValue: SERVICE_TAB, oldRouter: true, keepAlive: true }, enterpriseQueryLoader),
];

export const area: Area = {
  name: 'service',
  routes: [...inLayout('content', contentRoutes)],
};
