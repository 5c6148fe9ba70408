// The route table as data (STYLE.md "Routes as data"): each entry carries the spec's metadata in
// `handle` and a lazy import of its page module. Routes join the table only when they work end to end.
import { redirect } from 'react-router';
import { AppShell } from '../shell/AppShell';
import { RouteError } from '../shell/RouteError';
import { lazyPage } from './lazyPage';
import type { PortalRoute } from './meta';

export const routes: PortalRoute[] = [
  {
    path: '/',
    Component: AppShell,
    ErrorBoundary: RouteError,
    children: [
      {
        lazy: lazyPage(() => import('../layouts/MainLayout')),
        children: [
          { index: true, loader: () => redirect('/home') },
          {
            path: 'home',
            lazy: lazyPage(() => import('../pages/HomePage')),
            handle: { name: 'Home', title: '首页', menuValue: '/home', hideBread: true },
          },
        ],
      },
      {
        path: '404',
        lazy: lazyPage(() => import('../pages/NotFoundPage')),
        handle: { name: 'NotFound', title: '404 页面不存在', hideBread: true },
      },
      // Unknown paths go to /404 (spec §2).
      { path: '*', loader: () => redirect('/404') },
    ],
  },
];
