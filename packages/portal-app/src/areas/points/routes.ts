// Points declarations and credit report applications (spec §2 /declare-Legal, /declare-person, /credit-report).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { creditReportLoader } from '../reportapply/loaders';
import { declareLegalLoader, declarePersonLoader } from './loaders';

const mainRoutes: PortalRoute[] = [
  pageRoute('declare-Legal', () => import('./DeclarePage').then((m) => ({ Component: m.DeclareLegalPage })), { name: 'DeclareLegal', title: '法人积分申报', pageTitleEng: 'Points Declaration for Legal Persons' }, declareLegalLoader),
  pageRoute('declare-person', () => import('./DeclarePage').then((m) => ({ Component: m.DeclarePersonPage })), { name: 'DeclarePerson', title: '自然人积分申报', pageTitleEng: 'Points Declaration for Natural Persons' }, declarePersonLoader),
];
const contentRoutes: PortalRoute[] = [
  pageRoute('credit-report', () => import('../reportapply/CreditReportPage'), { name: 'CreditReport', title: '信用报告', pageTitleEng: 'Credit Report' }, creditReportLoader),
];

export const area: Area = {
  name: 'points',
  routes: [...inLayout('main', mainRoutes), ...inLayout('content', contentRoutes)],
};
