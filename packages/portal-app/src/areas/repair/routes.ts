// Credit repair and the dishonesty risk warning report (spec §2 'Other pages', /SXFXJSBG).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { listRoute, pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { repairArticleLoader, repairGuideLoader, repairHubLoader, riskReportLoader } from './loaders';

/** Every page of the section lights the 信用修复 tab of the navigation. */
const REPAIR_TAB = '/credit-repair';
// The section's guide lists (CMS classifications of features/cms/repair-guides.ts) open in /repairDetail.
const guide = { menuValue: REPAIR_TAB, articleDetail: '/repairDetail', oldRouter: true } as const;

const contentRoutes: PortalRoute[] = [
  pageRoute('credit-repair', () => import('./RepairHubPage'), { name: 'CreditRepair', title: '信用修复', pageTitleEng: 'Credit Repair', menuValue: REPAIR_TAB }, repairHubLoader),
  listRoute('repair-method', '修复方式', 'Ways of Repair', { ...guide, classification: '信用修复方式' }),
  listRoute('repair-procedure', '修复流程', 'Procedure', { ...guide, classification: '信用修复流程' }),
  listRoute('repair-article', '政策文件', 'Policy Documents', { ...guide, classification: '信用修复政策文件' }),
  pageRoute('repairDetail', () => import('./RepairDetailPage'), { name: 'RepairDetail', title: '修复详情', pageTitleEng: 'Credit Repair', menuValue: REPAIR_TAB, oldRouter: true }, repairArticleLoader),
  pageRoute('wanna-repair', () => import('./WannaRepairPage'), { name: 'WannaRepair', title: '我要修复', pageTitleEng: 'Apply for Credit Repair', menuValue: REPAIR_TAB, oldRouter: true }, repairGuideLoader),
];
const otherRoutes: PortalRoute[] = [
  pageRoute('SXFXJSBG', () => import('./RiskReportPage'), { name: 'SXFXJSBG', title: '失信风险警示报告', pageTitleEng: 'Dishonesty Risk Report' }, riskReportLoader),
];

export const area: Area = {
  name: 'repair',
  routes: [...inLayout('content', contentRoutes), ...inLayout('other', otherRoutes)],
};
