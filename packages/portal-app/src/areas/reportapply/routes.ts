// Credit report applications (spec §2 /credit-report): applying for a report, and the visitor's own
// applications and their sharing. Each route's handle names its layout (inLayout); app/assemble.ts
// places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { creditReportLoader } from './loaders';

const contentRoutes: PortalRoute[] = [
  pageRoute('credit-report', () => import('./CreditReportPage'), { name: 'CreditReport', title: '信用报告', pageTitleEng: 'Credit Report' }, creditReportLoader),
];

export const area: Area = {
  name: 'reportapply',
  routes: [...inLayout('content', contentRoutes)],
};
