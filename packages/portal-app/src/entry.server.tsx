// The server's answer to a page request: the document the root route renders, with the page's data,
// for the browser to hydrate (entry.client.tsx). packages/portal-server serves it through the
// framework's request handler, passing this answer's CSP nonce and a form posted to the page.
import { StrictMode, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { isPortalError } from '@credit-portal/api-client';
import { AccessibilityPreferenceContext, accessibilityPreferenceOf } from './shell/accessibility';
import { NonceContext } from './shell/nonce';
import { PostedFormContext, type PostedFields } from './shell/postedFormData';
import { renderScope } from './shell/portal.server';
import { escapeMarkup } from './shell/escapeMarkup';

declare module 'react-router' {
  interface AppLoadContext {
    /** This answer's Content-Security-Policy nonce. */
    nonce: string;
    /** A form's fields sent to this page as a plain POST: the page's form opens with them. */
    posted?: PostedFields;
    /** Where this render's failures are reported (the renderer's log: server.ts `onError`); the console without it. */
    reportError?: (error: unknown) => void;
  }
}

/**
 * Reports a failure met while rendering a page where the render's failures go, when it is a fault of the
 * portal's code. An answer of the back end is not (a PortalError: a failed call, or a login that ended):
 * the renderer logs and counts the back-end calls that fail already, a line per kind at most every 10 s,
 * and an ended login is no fault (the page answers with the login page: server.ts `loginEnded`). Nor is
 * a visitor who has left.
 */
function reportFault(error: unknown, request: Request, context: AppLoadContext) {
  if (request.signal.aborted || isPortalError(error)) return;
  (context.reportError ?? console.error)(error);
}

/**
 * A loader's or an action's failure, which the page shows in its error boundary (the catalogue's message
 * and 重试): reported as `reportFault` says, instead of the framework's own report (a console line each).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The framework's own answers (no such route, no action) carry the error they stand for.
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  reportFault(internal ?? error, request, context as AppLoadContext);
};

/**
 * The page's stylesheet asked for first: React puts every module preload of the page's scripts ahead of
 * the document's own links, and on a connection shared with them the stylesheet the first paint needs
 * waited behind 14 scripts. A preload of it goes before them (React writes preloads in the order asked).
 */
function StylesheetFirst({ hrefs, children }: { hrefs: readonly string[]; children: ReactNode }) {
  for (const href of hrefs) preload(href, { as: 'style', fetchPriority: 'high' });
  return children;
}

export default async function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  const { nonce, posted } = loadContext;
  const page = (
    <StrictMode>
      <StylesheetFirst hrefs={routerContext.manifest.routes.root?.css ?? []}>
        <NonceContext.Provider value={nonce}>
          <AccessibilityPreferenceContext.Provider value={accessibilityPreferenceOf(request.headers.get('cookie'))}>
            <PostedFormContext.Provider value={posted ? { fields: posted, key: 'default' } : null}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </PostedFormContext.Provider>
          </AccessibilityPreferenceContext.Provider>
        </NonceContext.Provider>
      </StylesheetFirst>
    </StrictMode>
  );
  const { html, failed } = await renderDocument(page, request, loadContext);
  if (failed) status = 500;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The page's one address, known once the whole page has rendered (the parameters it read).
  const canonical = `<link rel="canonical" href="${escapeMarkup(canonicalOf(new URL(request.url), renderScope.getStore()?.paramsRead ?? new Set()))}" />`;
  // The scripts' module preloads yield to what the first paint needs (the stylesheet, the page's images):
  // fetched at once beside them, the 14 scripts of /home slowed the stylesheet and put the first paint
  // after them on a slow connection (measured with Chromium's mobile throttling, median of 9 loads on a
  // busy machine: 1144 ms without the stylesheet's preload, 960 ms with it, 824 ms with the scripts' low
  // priority too, against 636 ms for the page without scripts).
  const yielding = html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return new Response(yielding.replace('</head>', () => `${canonical}</head>`), { status, headers });
}

/**
 * The page's HTML, read whole from Node's stream of the render once every part is settled: one document in
 * order, readable without JavaScript. (The web-stream render, read to a string, cost 4 % of /home's render
 * in a CPU profile.) `failed` when a component failed: the page then answers 500 (the renderer leaves the
 * page to the browser), and the failure is reported as `reportFault` says.
 */
export function renderDocument(page: ReactNode, request: Request, loadContext: AppLoadContext): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: loadContext.nonce,
      // Every part in its place in the document: React otherwise outlines the Suspense boundaries that
      // come after its first 12.8 KB (a hidden copy moved in by a script), which a reader without
      // JavaScript never sees and a first paint waits for.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed = true;
        reportFault(error, request, loadContext);
      },
      onShellError: reject,
      onAllReady: () =>
        pipe(
          new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
              done();
            },
          }),
        ),
    });
    if (request.signal.aborted) abort(request.signal.reason);
    else request.signal.addEventListener('abort', () => abort(request.signal.reason), { once: true });
  });
}

/** The page's one address: the public origin, its path, and only the parameters it read (non-empty, by name). */
function canonicalOf(url: URL, read: ReadonlySet<string>): string {
  const own = [...url.searchParams].filter(([name, value]) => read.has(name) && value.trim() !== '').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(own).toString();
  return `${url.origin}${url.pathname}${query ? `?${query}` : ''}`;
}
