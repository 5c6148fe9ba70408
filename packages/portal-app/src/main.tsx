import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { blueTheme, redTheme } from '@credit-portal/ui';
import { site } from './config/site';
import { routes } from './routes';

// The theme class sits on <html> so that dialogs rendered in portals are themed too.
document.documentElement.classList.add(site.theme === 'blue' ? blueTheme : redTheme);

const router = createBrowserRouter(routes as RouteObject[]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
