// Data belongs to the route: a route's loader reads what its
// page shows, in parallel with the page's code, and the page reads it with useLoaderData. This module
// holds what every loader and page shares: the list state of the address, the 404 of a missing record,
// the one error presentation of a route (its ErrorBoundary) and of a deferred section, and the pending
// state of a list whose address changed.
import { settleStreamed } from './deferred';
import { Suspense, type ReactNode } from 'react';
import { Await, Link, data, isRouteErrorResponse, useAsyncError, useLocation, useMatches, useNavigation, useRevalidator, useRouteError } from 'react-router';
import { catalogueMessage, isPortalError, type PortalErrorKind } from '@credit-portal/api-client';
import { ErrorState, Skeleton, type SkeletonProps } from '@credit-portal/ui';
import { PageTitle } from './PageTitle';
import { portal } from '#portal';
import { useSignOn } from './ShellContext';
import { useRouteMeta } from './routeMeta';
import { readPaging, type Paging } from './paging';
import { isSettledFailure } from './deferred';
import { isVerificationNeeded } from './verificationNeeded';
import type { SessionUnknownData } from './session';

/**
 * A list's data as its view shows it: loading (the same page is being loaded again with other
 * parameters), the catalogue's message of a failure shown in place, or ready.
 */
export type Resource<T> = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: T };

/** The address's search parameters, for a loader. */
export function searchOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** The list state the address asks for (pageNo, pageSize, keyword; spec §9 defaults). */
export function pagingOf(request: Request): Paging {
  return readPaging(searchOf(request));
}

/** Ends the loader with HTTP 404: the record does not exist or its id is missing. */
export function notFound(): never {
  throw new Response('请求的资源不存在', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/** A parameter the page cannot do without (e.g. a detail page's `id`); missing or blank → 404. */
export function requiredParam(request: Request, name: string): string {
  const value = searchOf(request).get(name)?.trim();
  if (!value) notFound();
  return value;
}

/** The back end's 资源不存在 (code 4040) becomes the route's 404; any other failure stays as it is. */
export async function orNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (isPortalError(error) && error.kind === 'notFound') notFound();
    throw error;
  }
}

/**
 * A loader of the visitor's own data: without a login it calls nothing and ends with 401, whose error
 * presentation offers the login (a login-required page's `loginRequired` has sent the visitor to the
 * single sign-on before this runs).
 */
export function signedIn<A extends { request: Request }, T>(load: (args: A) => Promise<T>): (args: A) => Promise<T> {
  return async (args) => {
    if (!portal.tokenStore.get()) {
      throw new Response(catalogueMessage('unauthenticated'), {
        status: 401,
        headers: { 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    return load(args);
  };
}

/**
 * What a page open to everyone shows only to a logged-in visitor (their own details in a form, their
 * drafts): loaded when there is a login, null otherwise.
 */
export function ifSignedIn<A extends { request: Request }, T>(load: (args: A) => Promise<T>): (args: A) => Promise<T | null> {
  return async (args) => (portal.tokenStore.get() ? load(args) : null);
}

/**
 * A part of a page the loader starts but does not wait for (shown with Deferred or DeferredNews): its
 * failure is shown in its place, so it must not count as an unhandled rejection while the page's code
 * is still loading or after the visitor has left.
 */
export function streamed<T>(load: Promise<T>): Promise<T> {
  load.catch(() => undefined);
  return load;
}

/**
 * A page's loader as the server runs it: the parts it streams in the browser (`streamed`) settled first,
 * so the HTML holds them, readable without JavaScript, and the hydration data carries them as values
 * (or, for a part that failed, as its catalogue message).
 */
export function settled<A extends unknown[], T>(load: (...args: A) => T | Promise<T>): (...args: A) => Promise<T> {
  return async (...args) => {
    try {
      return (await settleStreamed(await load(...args))) as T;
    } catch (error) {
      throw answerOf(error);
    }
  };
}

/**
 * The HTTP status of a failure that asking again does not mend: the address itself is wrong (a malformed
 * code in it, a record that does not exist) or the visitor may not see it. The server renders such a page
 * with its catalogue message and this status, readable without JavaScript; a failure of the back end
 * itself (系统错误, 网络异常) stays an error the browser tries again.
 */
const ANSWERED_STATUS: Partial<Record<PortalErrorKind, number>> = { validation: 400, forbidden: 403, notFound: 404, invalidMethod: 405 };

/** What a route error response of such a failure carries: its catalogue message. */
interface PortalErrorData {
  portalError: { kind: PortalErrorKind; message: string };
}

/**
 * A loader's failure as the server sends it: one with an answered status as a route error response with
 * its kind and message (the framework hides a thrown error's message from the browser in production, so
 * the page would hydrate with another message than the server's); anything else as it is.
 */
function answerOf(error: unknown): unknown {
  if (!isPortalError(error)) return error;
  const status = ANSWERED_STATUS[error.kind];
  return status === undefined ? error : data<PortalErrorData>({ portalError: { kind: error.kind, message: error.message } }, { status });
}

/** The catalogue's kind and message a route error response of a back-end failure carries (`answerOf`). */
function portalErrorData(error: unknown): PortalErrorData['portalError'] | undefined {
  if (!isRouteErrorResponse(error)) return undefined;
  const answer = (error.data as Partial<PortalErrorData> | null)?.portalError;
  return typeof answer?.message === 'string' ? answer : undefined;
}

/** What a loader gives for an operation the account's type may not use (spec §8 no permission): the page says who may. */
export const FORBIDDEN = 'forbidden';

/** What an operation answers, or FORBIDDEN when the account may not use it. */
export async function orForbidden<T>(load: Promise<T>): Promise<T | typeof FORBIDDEN> {
  try {
    return await load;
  } catch (error) {
    if (isPortalError(error) && error.kind === 'forbidden') return FORBIDDEN;
    throw error;
  }
}

/** The back end's 资源不存在 (code 4040) as null, for a page that says so in its own frame (a preview, a detail with its own way back). */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isPortalError(error) && error.kind === 'notFound') return null;
    throw error;
  }
}

/** The catalogue's message for whatever a loader threw (spec §8), never a stack trace. */
export function messageOf(error: unknown): string {
  if (isPortalError(error)) return error.message;
  const answered = portalErrorData(error);
  if (answered) return answered.message;
  if (isRouteErrorResponse(error) && error.status === 404) return catalogueMessage('notFound');
  return catalogueMessage('server');
}

/**
 * The ErrorBoundary of every page route with a loader: its layout and title stay, and in the page's
 * place a missing record says so with a way back, and any other failure shows the catalogue's message
 * with a retry that runs the route's loaders again.
 */
function RouteDataErrorContent() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  const meta = useRouteMeta();
  // The page's own 404 (no such record: orNotFound, requiredParam). A 资源不存在 of one of the page's calls
  // (`answerOf`) is shown below with 重试, as the browser shows the same failure when it meets it.
  if (isRouteErrorResponse(error) && error.status === 404 && !portalErrorData(error)) {
    return (
      <section>
        <PageTitle>页面不存在</PageTitle>
        <ErrorState message={catalogueMessage('notFound')} labels={{ title: '未找到' }} />
        <p>
          <Link to="/home">返回首页</Link>
        </p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 401) return <LoginRequired title={meta?.pageTitle ?? meta?.title ?? '请先登录'} />;
  if (isRouteErrorResponse(error) && error.status === 503 && typeof (error.data as Partial<SessionUnknownData> | null)?.sessionUnknown === 'string') {
    // A login-required page whose visitor's login could not be checked (shell/session.ts, loginRequired): no
    // trip to the sign-on, the message and 重试.
    return (
      <section>
        <PageTitle>无法确认登录状态</PageTitle>
        <ErrorState message={(error.data as SessionUnknownData).sessionUnknown} labels={{ title: '无法确认登录状态' }} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
      </section>
    );
  }
  if (!isPortalError(error) && !isRouteErrorResponse(error)) {
    // Not the data but the page itself failed (its code did not load twice, or it threw): a new load
    // of the address is the way out.
    return (
      <section>
        <PageTitle>{meta?.pageTitle ?? meta?.title ?? '页面加载失败'}</PageTitle>
        <ErrorState message={catalogueMessage('server')} labels={{ title: '页面加载失败' }} />
        <p>
          <a href={typeof window === 'undefined' ? undefined : window.location.pathname + window.location.search}>重新加载</a>
        </p>
      </section>
    );
  }
  return (
    <section>
      <PageTitle>{meta?.pageTitle ?? meta?.title ?? '页面加载失败'}</PageTitle>
      <ErrorState message={messageOf(error)} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />
    </section>
  );
}

export function RouteDataError() {
  // A standalone page (no layout route above it) has no main landmark of its own around the error.
  const standalone = !useMatches().some((match) => match.id.endsWith('-layout'));
  return standalone ? (
    <main>
      <RouteDataErrorContent />
    </main>
  ) : (
    <RouteDataErrorContent />
  );
}

function LoginRequired({ title }: { title: string }) {
  const signOn = useSignOn();
  return (
    <section>
      <PageTitle>{title}</PageTitle>
      <ErrorState message={catalogueMessage('unauthenticated')} labels={{ title: '请先登录', retry: '登录' }} onRetry={signOn.onLogin} />
    </section>
  );
}

function DeferredFailure({ message }: { message: string }) {
  const revalidator = useRevalidator();
  return <ErrorState message={message} onRetry={() => void revalidator.revalidate()} retrying={revalidator.state === 'loading'} />;
}

function DeferredError() {
  return <DeferredFailure message={messageOf(useAsyncError())} />;
}

export interface DeferredProps<T> {
  /** A promise the loader returned without awaiting it: a part of the page that may come later or fail alone. */
  resolve: Promise<T>;
  /** Stands in while it loads (a Skeleton of its shape). */
  loading?: SkeletonProps;
  children: (value: T) => ReactNode;
}

/**
 * A secondary part of a page (the home page's columns, a detail's related list) that the loader
 * starts but does not wait for: the page shows at once, the part streams in, and its failure is shown
 * in its place with a retry instead of taking the page down.
 */
export function Deferred<T>({ resolve, loading, children }: DeferredProps<T>) {
  // Settled by the server's render (shell/deferred.ts): shown as it came.
  if (isSettledFailure(resolve)) return <DeferredFailure message={resolve.streamedFailure} />;
  return (
    <Suspense fallback={<Skeleton {...loading} />}>
      <Await resolve={resolve} errorElement={<DeferredError />}>
        {(value: T) => children(value)}
      </Await>
    </Suspense>
  );
}

/**
 * True while the page's own address is being loaded again with other parameters (another page of the
 * list, a new keyword or filter): the list shows its loading state over the rows it has.
 */
export function usePendingSearch(): boolean {
  const navigation = useNavigation();
  const location = useLocation();
  return navigation.state === 'loading' && navigation.location.pathname === location.pathname;
}

/**
 * What a route's loader gave, as the list views read it: ready, or loading while the same page is
 * loaded again with other parameters; `retry` runs the loaders again. A failed load never gets here:
 * it is the route's ErrorBoundary (RouteDataError). A list that shares its page with other lists and
 * panels names its own parameters (`own`: its page, size, filters): it shows loading only when one of
 * them changes, not when another list pages or a panel opens.
 */
export function useLoaded<T>(value: T, own?: readonly string[]): Resource<T> & { retry(): void } {
  const pending = usePendingSearch();
  const navigation = useNavigation();
  const location = useLocation();
  const revalidator = useRevalidator();
  const retry = () => void revalidator.revalidate();
  const mine =
    own === undefined ||
    navigation.location === undefined ||
    own.some((name) => new URLSearchParams(navigation.location!.search).get(name) !== new URLSearchParams(location.search).get(name));
  return pending && mine ? { status: 'loading', retry } : { status: 'ready', data: value, retry };
}

// Kept-alive pages (spec §2 keep-alive) come back as they were, without a new request: their loaders
// answer a repeated address from the last answers, as many as the keep-alive outlet keeps mounted.
const KEPT_ANSWERS = 5;
const keptAnswers = new Map<string, unknown>();

/** Remembers a kept-alive route's answer for an address (path and query), the oldest forgotten beyond KEPT_ANSWERS. */
export function keepAnswer(key: string, answer: unknown): void {
  keptAnswers.delete(key);
  keptAnswers.set(key, answer);
  while (keptAnswers.size > KEPT_ANSWERS) keptAnswers.delete(keptAnswers.keys().next().value as string);
}

/** A loader that answers an address it answered before from memory (for kept-alive routes). */
export function keptAlive<A extends { request: Request }, T>(load: (args: A) => Promise<T>): (args: A) => Promise<T> {
  return async (args) => {
    // The server renders for many visitors: it always asks the back end.
    if (import.meta.env.SSR) return load(args);
    const { pathname, search } = new URL(args.request.url);
    const key = pathname + search;
    if (keptAnswers.has(key)) {
      const answer = keptAnswers.get(key) as T;
      keepAnswer(key, answer);
      return answer;
    }
    const answer = await load(args);
    // A search that waits for its 安全验证 is asked again once it is passed, never answered from memory.
    if (!isVerificationNeeded(answer)) keepAnswer(key, answer);
    return answer;
  };
}
