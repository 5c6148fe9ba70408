// The home page and the footer's single pages (spec §2 'Main layout children', 'Footer links').
import { pageRoute } from '../../views/builders';
import { singlePageLoader } from '../../views/genericLists';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { homeLoader } from './loaders';

// The footer's single pages: a CMS classification of one article each, shown like /content-detail.
const singlePage = () => import('../../views/SinglePage');

const mainRoutes: PortalRoute[] = [
  pageRoute('home', () => import('./HomePage'), { name: 'Home', title: '首页', menuValue: '/home', hideBread: true }, homeLoader),
  pageRoute('about-us', singlePage, { name: 'AboutUs', title: '关于我们', classification: '关于我们' }, singlePageLoader('关于我们')),
  pageRoute('website-statement', singlePage, { name: 'WebsiteStatement', title: '网站声明', classification: '网站声明' }, singlePageLoader('网站声明')),
  // The accessibility statement (the spec names no route; a government site's 无障碍声明 sits in its footer).
  pageRoute('accessibility-statement', singlePage, { name: 'AccessibilityStatement', title: '无障碍声明', classification: '无障碍声明' }, singlePageLoader('无障碍声明')),
];

export const area: Area = {
  name: 'home',
  routes: [...inLayout('main', mainRoutes)],
};
