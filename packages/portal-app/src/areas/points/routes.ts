// Points declarations (spec §2 /declare-Legal, /declare-person).
// Each route's handle names its layout (inLayout); app/assemble.ts places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { declareLegalLoader, declarePersonLoader } from './loaders';

const mainRoutes: PortalRoute[] = [
  pageRoute('declare-Legal', () => import('./DeclarePage').then((m) => ({ Component: m.DeclareLegalPage })), { name: 'DeclareLegal', title: '法人积分申报', pageTitleEng: 'Points Declaration for Legal Persons' }, declareLegalLoader),
  pageRoute('declare-person', () => import('./DeclarePage').then((m) => ({ Component: m.DeclarePersonPage })), { name: 'DeclarePerson', title: '自然人积分申报', pageTitleEng: 'Points Declaration for Natural Persons' }, declarePersonLoader),
];

export const area: Area = {
  name: 'points',
  routes: [...inLayout('main', mainRoutes)],
};
