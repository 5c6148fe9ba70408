// Credit service (spec §2 'Credit service'): the service hub, credit declarations, contract details,
// personal credit, the enterprise query and self-declarations (objections and complaints: serviceObjections.ts).
// Each route's handle names its layout (inLayout); app/routeTable.ts places it there.
import { lazyPage } from '../../shell/lazyPage';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { selfDeclarationDetailLoader, selfDeclarationFormLoader, selfDeclarationListLoader, selfDeclarationLoader } from '../selfdeclaration/loaders';
import { contractDetailsLoader, creditDeclareDetailLoader, creditDeclareLoader, enterpriseQueryLoader, personalCreditLoader } from './loaders';

/** Every page of the group lights the 信用服务 tab of the navigation (it leads to the hub). */
const SERVICE_TAB = '/credit-Service';

const contentRoutes: PortalRoute[] = [
  {
    path: 'credit-Service',
    lazy: lazyPage(() => import('./ServiceHubPage')),
    handle: { name: 'CreditService', title: '信用服务', pageTitleEng: 'Credit Services', menuValue: SERVICE_TAB },
  },
  {
    path: 'service-credit-declare',
    lazy: lazyPage(() => import('./CreditDeclarePage')),
    loader: creditDeclareLoader,
    handle: { name: 'ServiceCreditDeclare', title: '信用申报', pageTitleEng: 'Credit Declaration', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-credit-declare-detail',
    lazy: lazyPage(() => import('./CreditDeclareDetailPage')),
    loader: creditDeclareDetailLoader,
    handle: { name: 'ServiceCreditDeclareDetail', title: '申报概况', pageTitleEng: 'Declaration Summary', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-contract-details',
    lazy: lazyPage(() => import('./ContractDetailsPage')),
    loader: contractDetailsLoader,
    handle: { name: 'ServiceContractDetails', title: '合同履约详情', pageTitleEng: 'Contract Performance Details', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'service-personal-credit',
    lazy: lazyPage(() => import('./PersonalCreditPage')),
    loader: personalCreditLoader,
    handle: { name: 'ServicePersonalCredit', title: '个人信用服务', pageTitleEng: 'Personal Credit Services', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'enterprise-query',
    lazy: lazyPage(() => import('./EnterpriseQueryPage')),
    loader: enterpriseQueryLoader,
    handle: { name: 'EnterpriseQuery', title: '企业信用查询', pageTitleEng: 'Enterprise Query', menuValue: SERVICE_TAB, oldRouter: true, keepAlive: true },
  },
  {
    path: 'self-declaration',
    lazy: lazyPage(() => import('../selfdeclaration/SelfDeclarationPage')),
    loader: selfDeclarationLoader,
    handle: { name: 'SelfDeclaration', title: '自主声明', pageTitleEng: 'Self-declaration', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'self-declaration1',
    lazy: lazyPage(() => import('../selfdeclaration/SelfDeclarationFormPage')),
    loader: selfDeclarationFormLoader,
    handle: { name: 'SelfDeclaration1', title: '我要声明', pageTitleEng: 'Make a Self-declaration', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'self-declaration-list',
    lazy: lazyPage(() => import('../selfdeclaration/SelfDeclarationListPage')),
    loader: selfDeclarationListLoader,
    handle: { name: 'SelfDeclarationList', title: '自主声明公示', pageTitleEng: 'Published Self-declarations', menuValue: SERVICE_TAB, oldRouter: true },
  },
  {
    path: 'self-declaration-detail',
    lazy: lazyPage(() => import('../selfdeclaration/SelfDeclarationDetailPage')),
    loader: selfDeclarationDetailLoader,
    handle: { name: 'SelfDeclarationDetail', title: '自主声明详情', pageTitleEng: 'Self-declaration', menuValue: SERVICE_TAB, oldRouter: true },
  },
];

export const area: Area = {
  name: 'service',
  routes: [...inLayout('content', contentRoutes)],
};
