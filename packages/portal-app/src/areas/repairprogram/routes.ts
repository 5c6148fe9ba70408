// 信用修复管理系统 (spec §2 "Credit repair program (separate login flow)"): the credit centre's back office in
// its own bare layout (routes.tsv: layout repair-program), with an operator login of its own. The pages sit
// outside the portal's layouts (no header, menu, breadcrumb or adverts) and draw the program's frame
// themselves (ProgramFrame); their data is the operator's, read in the browser with the program's session.
import { pageRoute } from '../../views/builders';
import { inLayout, withHandle, type Area, type PortalRoute } from '../../shell/meta';

const programRoutes: PortalRoute[] = [
  pageRoute('repair-program-login', () => import('./ProgramLoginPage'), { name: 'RepairProgramLogin', title: '信用修复管理系统登录' }),
  pageRoute('repair-program-home', () => import('./ProgramHomePage'), { name: 'RepairProgramHome', title: '信用修复管理系统' }),
  pageRoute('repair-program-single-Search', () => import('./ProgramSearchPage'), { name: 'RepairProgramSingleSearch', title: '单条查询撤销' }),
  pageRoute('repair-program-single-cancel', () => import('./ProgramCancelPage'), { name: 'RepairProgramSingleCancel', title: '撤销公示' }),
  pageRoute('repair-program-detail', () => import('./ProgramDetailPage'), { name: 'RepairProgramDetail', title: '记录详情' }),
  pageRoute('repair-program-batch-cancel', () => import('./ProgramBatchPage'), { name: 'RepairProgramBatchCancel', title: '批量撤销公示' }),
  pageRoute('repair-program-cancel-log', () => import('./ProgramLogPage'), { name: 'RepairProgramCancelLog', title: '撤销公示记录' }),
  pageRoute('repair-program-applications', () => import('./ProgramApplicationsPage'), { name: 'RepairProgramApplications', title: '修复申请' }),
  pageRoute('repair-program-application', () => import('./ProgramApplicationPage'), { name: 'RepairProgramApplication', title: '修复申请详情' }),
];

export const area: Area = {
  name: 'repairprogram',
  routes: inLayout('none', withHandle(programRoutes, { adverts: false, hideBread: true, backOffice: true })),
};
