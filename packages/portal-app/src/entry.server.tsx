// The server's answer to a page request: the document the root route renders, with the page's data, for
// the browser to hydrate (entry.client.tsx), rendered with this answer's CSP nonce and a form posted to it.
import { StrictMode, type ReactNode } from 'react';
import { preload } from 'react-dom';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { isPortalError } from '@credit-portal/api-client';
import { AccessibilityPreferenceContext, accessibilityPreferenceOf } from './shell/accessibility';
import { NonceContext } from './shell/nonce';
import type { PostedFields } from '@credit-portal/portal-server/entry';
import { PostedFormContext } from './shell/postedFormData';
import { renderScope } from './shell/portal.server';
import { escapeMarkup } from './shell/escapeMarkup';

declare module 'react-router' {
  interface AppLoadContext {
    /** This answer's Content-Security-Policy nonce. */
    nonce: string;
    /** A form's fields sent to this page as a plain POST: the page's form opens with them. */
    posted?: PostedFields;
    /** Where this render's failures are reported (the renderer's log); the console without it. */
    reportError?: (error: unknown) => void;
  }
}

/**
 * A failure of the render is reported only when it is a fault of the portal's code: not an answer of the
 * back end (a PortalError, which the renderer logs and counts per call already, or an ended login, which
 * answers with the login page), nor a visitor who has left.
 */
function reportFault(error: unknown, request: Request, context: AppLoadContext) {
  if (request.signal.aborted || isPortalError(error)) return;
  (context.reportError ?? console.error)(error);
}

/** A loader's or an action's failure (the page's error boundary shows it), reported as `reportFault` says. */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // The framework's own answers (no such route, no action) carry the error they stand for.
  const internal = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  reportFault(internal ?? error, request, context as AppLoadContext);
};

/** The stylesheet the first paint needs is preloaded ahead of the scripts' module preloads React writes first. */
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
  headers.set('Content-Type', 'text/html; charset=utf-8');
  // The page's one address, known once the whole page has rendered (the parameters it read).
  const canonical = `<link rel="canonical" href="${escapeMarkup(canonicalOf(new URL(request.url), renderScope.getStore()?.paramsRead ?? new Set()))}" />`;
  // The scripts' module preloads yield to what the first paint needs (the stylesheet, the page's images).
  const yielding = html.replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return new Response(yielding.replace('</head>', () => `${canonical}</head>`), { status: failed ? 500 : status, headers });
}

/**
 * The page's HTML once every part is settled, each in its place: one document in order, readable without
 * JavaScript (`progressiveChunkSize`: React would otherwise outline the Suspense boundaries after its first
 * 12.8 KB, moved in by a script). `failed` when a component failed: the page then answers 500 (the renderer
 * leaves the page to the browser), and the failure is reported as `reportFault` says.
 */
export function renderDocument(page: ReactNode, request: Request, loadContext: AppLoadContext): Promise<{ html: string; failed: boolean }> {
  let failed = false;
  return new Promise((resolve, reject) => {
    // Collected in a Writable: read as a web stream, or by async iteration, the render was measured slower.
    const chunks: Buffer[] = [];
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { chunks.push(chunk); done(); } });
    sink.on('finish', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), failed }));
    const { pipe, abort } = renderToPipeableStream(page, {
      nonce: loadContext.nonce,
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError: (error) => {
        failed = true;
        reportFault(error, request, loadContext);
      },
      onShellError: reject,
      onAllReady: () => pipe(sink),
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
