import { StrictMode } from 'react';
import { setNonce } from 'get-nonce';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { blueTheme, redTheme } from '@credit-portal/ui';
import { site } from './config/site';
import { routes } from './app/routeTable';
import { handlesOf, isRouted } from './app/routed';
import { RoutedContext } from './shell/routed';
import { startShellCalls } from './shell/navigation';

// The strict Content-Security-Policy allows only <style> elements carrying this page's nonce: the
// dialogs' scroll lock (react-remove-scroll) inserts one and takes the nonce from get-nonce.
const nonce = document.querySelector<HTMLMetaElement>('meta[name="csp-nonce"]')?.content;
if (nonce && nonce !== '__CSP_NONCE__') setNonce(nonce);

// The theme class sits on <html> so that dialogs rendered in portals are themed too.
document.documentElement.classList.add(site.theme === 'blue' ? blueTheme : redTheme);

// The calls every portal page makes start now, alongside the page's own code (issue 6).
const firstHandles = handlesOf(window.location.pathname);
const adverts = !firstHandles.some((handle) => handle.adverts === false);
startShellCalls({ layout: !firstHandles.some((handle) => handle.layout === 'none'), adverts });
// The adverts' code too: their images are often the first page's largest element.
if (adverts) void import('./shell/Adverts');

const router = createBrowserRouter(routes as RouteObject[]);

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(
  <StrictMode>
    <RoutedContext.Provider value={isRouted}>
      <RouterProvider router={router} />
    </RoutedContext.Provider>
  </StrictMode>,
);
