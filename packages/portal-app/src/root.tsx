// The root route: the document every page renders in, and the application shell around the pages.
import { useContext, type ReactNode } from 'react';
import { Links, Meta, Scripts, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import { cityTheme } from './config/cityTheme.css';
import { AccessibilityPreferenceContext, htmlClassOf } from './shell/accessibility';
import { NonceContext } from './shell/nonce';
import { documentDescription, documentTitle } from './shell/documentTitle';
import type { RouteMeta } from './shell/meta';
import { AppShell, shellLoader, shouldShellRevalidate } from './shell/AppShell';
import { RouteError } from './shell/RouteError';

export { HydrateFallback } from './shell/HydrateFallback';

const themeClass = cityTheme;

export const loader = shellLoader;
export const clientLoader = shellLoader;
export const shouldRevalidate = shouldShellRevalidate;

/** The page's title and description from the innermost route that names them. */
export const meta: Route.MetaFunction = ({ matches }) => {
  const page = [...matches].reverse().map((match) => match?.handle as RouteMeta | undefined).find((handle) => handle?.title);
  return [{ title: documentTitle(page) }, { name: 'description', content: documentDescription(page) }];
};

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useContext(NonceContext);
  const accessibility = useContext(AccessibilityPreferenceContext);
  // The loader's data is absent when the shell's own loader failed: the document still renders.
  useRouteLoaderData('root');
  return (
    <html lang="zh-CN" className={htmlClassOf(themeClass, accessibility)} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* This answer's CSP nonce: the dialogs' scroll lock takes it for the styles it inserts (get-nonce). */}
        <meta name="csp-nonce" content={nonce ?? ''} />
        <Meta />
        <Links />
      </head>
      <body>
        <div id="root">{children}</div>
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default AppShell;

export const ErrorBoundary = RouteError;
