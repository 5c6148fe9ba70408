// The home page and the footer's single pages (spec §2 'Main layout children', 'Footer links').
import { lazyPage } from '../../shell/lazyPage';
import { singlePageLoader } from '../../views/genericLists';
import { inLayout, type Area, type PortalRoute } from '../../shell/meta';
import { homeLoader } from './loaders';

// The footer's single pages: a CMS classification of one article each, shown like /content-detail.
const singlePage = lazyPage(() => import('../../views/SinglePage'));

const mainRoutes: PortalRoute[] = [
  {
    path: 'home',
    lazy: lazyPage(() => import('./HomePage')),
    loader: homeLoader,
    handle: {
      name: 'Home',
      title: '首页',
      menuValue: '/home',
      hideBread: true,
    },
  },
  {
    path: 'about-us',
    lazy: singlePage,
    loader: singlePageLoader('关于我们'),
    handle: { name: 'AboutUs', title: '关于我们', classification: '关于我们' },
  },
  {
    path: 'website-statement',
    lazy: singlePage,
    loader: singlePageLoader('网站声明'),
    handle: {
      name: 'WebsiteStatement',
      title: '网站声明',
      classification: '网站声明',
    },
  },
];

export const area: Area = {
  name: 'home',
  routes: [...inLayout('main', mainRoutes)],
};
