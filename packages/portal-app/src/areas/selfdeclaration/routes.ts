// Self-declarations (spec §2 'Credit service' /self-declaration): the guide with the enterprise's own
// declarations, the form, the published declarations and one declaration. They belong to the credit
// service's group of pages, so they light its 信用服务 tab. Each route's handle names its layout
// (inLayout); app/assemble.ts places it there.
import { pageRoute } from '../../views/builders';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { SERVICE_HUB } from '../../addresses';
import { selfDeclarationDetailLoader, selfDeclarationFormLoader, selfDeclarationListLoader, selfDeclarationLoader } from './loaders';

const contentRoutes: PortalRoute[] = [
  pageRoute('self-declaration', () => import('./SelfDeclarationPage'), { name: 'SelfDeclaration', title: '自主声明', pageTitleEng: 'Self-declaration', menuValue: SERVICE_HUB, oldRouter: true }, selfDeclarationLoader),
  pageRoute('self-declaration1', () => import('./SelfDeclarationFormPage'), { name: 'SelfDeclaration1', title: '我要声明', pageTitleEng: 'Make a Self-declaration', menuValue: SERVICE_HUB, oldRouter: true }, selfDeclarationFormLoader),
  pageRoute('self-declaration-list', () => import('./SelfDeclarationListPage'), { name: 'SelfDeclarationList', title: '自主声明公示', pageTitleEng: 'Published Self-declarations', menuValue: SERVICE_HUB, oldRouter: true }, selfDeclarationListLoader),
  pageRoute('self-declaration-detail', () => import('./SelfDeclarationDetailPage'), { name: 'SelfDeclarationDetail', title: '自主声明详情', pageTitleEng: 'Self-declaration', menuValue: SERVICE_HUB, oldRouter: true }, selfDeclarationDetailLoader),
];

export const area: Area = {
  name: 'selfdeclaration',
  routes: [...inLayout('content', contentRoutes)],
};
