// 信用修复管理系统 (spec §2 "Credit repair program (separate login flow)"): the credit centre's back office in
// its own bare layout (routes.tsv: layout repair-program), with an operator login of its own. The pages sit
// outside the portal's layouts (no header, menu, breadcrumb or adverts) and draw the program's frame
// themselves (ProgramFrame); their data is the operator's, read in the browser with the program's session.
import type { AreaRoutes } from '../../app/areaRoutes';

export const area = {
  name: 'repairprogram',
  // No advertisements on any of the area's pages.
  adverts: false,
  routes: [
    { path: 'repair-program-login', layout: 'none' },
    { path: 'repair-program-home', layout: 'none' },
    { path: 'repair-program-single-Search', layout: 'none' },
    { path: 'repair-program-single-cancel', layout: 'none' },
    { path: 'repair-program-detail', layout: 'none' },
    { path: 'repair-program-batch-cancel', layout: 'none' },
    { path: 'repair-program-cancel-log', layout: 'none' },
    { path: 'repair-program-applications', layout: 'none' },
    { path: 'repair-program-application', layout: 'none' },
  ],
} satisfies AreaRoutes;
