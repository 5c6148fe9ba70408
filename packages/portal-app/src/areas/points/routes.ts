// Points declarations and credit report applications (spec §2 /declare-Legal, /declare-person, /credit-report).
// Grouped by the layout they render in; routes/index.ts places each group under its layout.
import { lazyPage } from '../../shell/lazyPage';
import type { PortalRoute } from '../../shell/meta';

const declarePage = lazyPage(() => import('./DeclarePage'));

export const mainRoutes: PortalRoute[] = [
  {
    path: 'declare-Legal',
    lazy: declarePage,
    handle: {
      name: 'DeclareLegal',
      title: '法人积分申报',
      pageTitleEng: 'Points Declaration for Legal Persons',
    },
  },
  {
    path: 'declare-person',
    lazy: declarePage,
    handle: {
      name: 'DeclarePerson',
      title: '自然人积分申报',
      pageTitleEng: 'Points Declaration for Natural Persons',
    },
  },
];
export const contentRoutes: PortalRoute[] = [
  {
    path: 'credit-report',
    lazy: lazyPage(() => import('../reportapply/CreditReportPage')),
    handle: {
      name: 'CreditReport',
      title: '信用报告',
      pageTitleEng: 'Credit Report',
    },
  },
];
export const otherRoutes: PortalRoute[] = [];
