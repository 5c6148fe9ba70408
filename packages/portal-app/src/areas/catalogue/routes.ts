// The credit catalogue, the subject groups and contract performance (spec §2 Publicity, /credit-catalog …).
import { lazyPage } from '../../shell/lazyPage';
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
  {
    path: 'focus_group_of_people',
    lazy: lazyPage(() => import('./SubjectGroupPage').then((m) => ({ Component: m.FocusGroupOfPeoplePage }))),
    loader: subjectGroupLoader('FocusGroupOfPeople'),
    handle: { name: 'FocusGroupOfPeople', title: '重点人群', pageTitleEng: 'Focus Groups' },
  },
  {
    path: 'focus_group_of_people/detail',
    lazy: lazyPage(() => import('./SubjectDetailPage')),
    loader: subjectLoader,
    handle: { name: 'FocusGroupOfPeopleDetail', title: '详情', pageTitle: '主体详情', pageTitleEng: 'Subject Details', oldRouter: true },
  },
  {
    path: 'integrityObject',
    lazy: lazyPage(() => import('./SubjectGroupPage').then((m) => ({ Component: m.IntegrityObjectPage }))),
    loader: subjectGroupLoader('IntegrityObject'),
    handle: { name: 'IntegrityObject', title: '守信激励对象', pageTitleEng: 'Incentive Objects' },
  },
  {
    path: 'punishmentObject',
    lazy: lazyPage(() => import('./SubjectGroupPage').then((m) => ({ Component: m.PunishmentObjectPage }))),
    loader: subjectGroupLoader('PunishmentObject'),
    handle: { name: 'PunishmentObject', title: '失信惩戒对象', pageTitleEng: 'Punishment Objects' },
  },
  {
    path: 'service-contract-performance',
    lazy: lazyPage(() => import('./ContractPerformancePage')),
    loader: contractPerformanceLoader,
    handle: { name: 'ServiceContractPerformance', title: '合同履约', pageTitleEng: 'Contract Performance' },
  },
];
const otherRoutes: PortalRoute[] = [
  // 信用目录 (spec §2 /credit-catalog …, pages/catalogue).
  {
    path: 'credit-catalog',
    lazy: lazyPage(() => import('./CreditCatalogPage')),
    loader: creditCatalogLoader,
    shouldRevalidate: shouldCreditCatalogRevalidate,
    handle: { name: 'CreditCatalog', title: '信用目录', menuValue: '/credit-catalog' },
  },
  {
    path: 'credit-catalog-list',
    lazy: lazyPage(() => import('./CreditCatalogListPage')),
    loader: creditCatalogListLoader,
    handle: { name: 'CreditCatalogList', title: '目录资源', menuValue: '/credit-catalog', oldRouter: true },
  },
  {
    path: 'credit-catalog-detail',
    lazy: lazyPage(() => import('./CreditCatalogDetailPage')),
    loader: catalogResourceLoader,
    handle: { name: 'CreditCatalogDetail', title: '资源详情', menuValue: '/credit-catalog', oldRouter: true },
  },
];

export const area: Area = {
  name: 'catalogue',
  routes: [...inLayout('content', contentRoutes), ...inLayout('other', otherRoutes)],
};
