// The credit catalogue, the subject groups and contract performance (spec §2 Publicity, /credit-catalog …).
import { pageRoute } from '../../views/builders';
import {
  catalogResourceLoader,
  contractPerformanceLoader,
  creditCatalogListLoader,
  creditCatalogLoader,
  shouldCreditCatalogRevalidate,
  subjectGroupLoader,
  subjectLoader,
} from './loaders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';


const contentRoutes: PortalRoute[] = [
  // Publicity (spec §2): subject groups and contract performance (pages/catalogue).
  pageRoute('focus_group_of_people', () => import('./SubjectGroupPage').then((m) => ({ Component: m.FocusGroupOfPeoplePage })), { name: 'FocusGroupOfPeople', title: '重点人群', pageTitleEng: 'Focus Groups' }, subjectGroupLoader('FocusGroupOfPeople')),
  pageRoute('focus_group_of_people/detail', () => import('./SubjectDetailPage'), { name: 'FocusGroupOfPeopleDetail', title: '详情', pageTitle: '主体详情', pageTitleEng: 'Subject Details', oldRouter: true }, subjectLoader),
  pageRoute('integrityObject', () => import('./SubjectGroupPage').then((m) => ({ Component: m.IntegrityObjectPage })), { name: 'IntegrityObject', title: '守信激励对象', pageTitleEng: 'Incentive Objects' }, subjectGroupLoader('IntegrityObject')),
  pageRoute('punishmentObject', () => import('./SubjectGroupPage').then((m) => ({ Component: m.PunishmentObjectPage })), { name: 'PunishmentObject', title: '失信惩戒对象', pageTitleEng: 'Punishment Objects' }, subjectGroupLoader('PunishmentObject')),
  pageRoute('service-contract-performance', () => import('./ContractPerformancePage'), { name: 'ServiceContractPerformance', title: '合同履约', pageTitleEng: 'Contract Performance' }, contractPerformanceLoader),
];
const otherRoutes: PortalRoute[] = [
  // 信用目录 (spec §2 /credit-catalog …, pages/catalogue).
  { ...pageRoute('credit-catalog', () => import('./CreditCatalogPage'), { name: 'CreditCatalog', title: '信用目录', menuValue: '/credit-catalog' }, creditCatalogLoader), shouldRevalidate: shouldCreditCatalogRevalidate },
  pageRoute('credit-catalog-list', () => import('./CreditCatalogListPage'), { name: 'CreditCatalogList', title: '目录资源', menuValue: '/credit-catalog', oldRouter: true }, creditCatalogListLoader),
  pageRoute('credit-catalog-detail', () => import('./CreditCatalogDetailPage'), { name: 'CreditCatalogDetail', title: '资源详情', menuValue: '/credit-catalog', oldRouter: true }, catalogResourceLoader),
];

export const area: Area = {
  name: 'catalogue',
  routes: [...inLayout('content', contentRoutes), ...inLayout('other', otherRoutes)],
};
