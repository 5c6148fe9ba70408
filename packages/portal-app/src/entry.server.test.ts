import { PortalError } from '@credit-portal/api-client';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl, type AppLoadContext, type LoaderFunctionArgs } from 'react-router';
import { createElement, Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { handleError, renderDocument } from './entry.server';

// What the server reports of a loader's or an action's failure: a fault of the portal's own code, to the
// renderer's log (its reportError); never an answer of the back end or a visitor who left.
const argsOf = (context: Partial<AppLoadContext>, request = new Request('http://portal.test/user')) =>
  ({ request, params: {}, context: { nonce: 'n', ...context } }) as unknown as LoaderFunctionArgs;

describe('a failure met while rendering a page', () => {
  it('is reported where the render says, once, as it was thrown', () => {
    const reportError = vi.fn();
    const bug = new TypeError('Cannot read properties of undefined (reading \'rows\')');
    handleError(bug, argsOf({ reportError }));
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(bug);
  });

  it('is not reported for an answer of the back end, which the renderer logs itself, nor for a login that ended', () => {
    const reportError = vi.fn();
    handleError(new PortalError('server', '服务暂时不可用，请稍后再试'), argsOf({ reportError }));
    handleError(new PortalError('timeout'), argsOf({ reportError }));
    handleError(new PortalError('tokenExpired', '登录已过期，请重新登录'), argsOf({ reportError }));
    handleError(new PortalError('unauthenticated', '请先登录'), argsOf({ reportError }));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('is not reported for a visitor who left', () => {
    const reportError = vi.fn();
    const left = new AbortController();
    left.abort();
    handleError(new TypeError('x is undefined'), argsOf({ reportError }, new Request('http://portal.test/home', { signal: left.signal })));
    expect(reportError).not.toHaveBeenCalled();
  });

  it('goes to the console when the render names no report', () => {
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => undefined);
    const bug = new TypeError('x is undefined');
    handleError(bug, argsOf({}));
    expect(console).toHaveBeenCalledWith(bug);
    console.mockRestore();
  });

  it('reports the error behind the framework’s own answer (no action for a POST), not the answer', () => {
    const reportError = vi.fn();
    const cause = new Error('You made a POST request to "/home" but did not provide an `action`');
    handleError(new ErrorResponseImpl(405, 'Method Not Allowed', cause, true), argsOf({ reportError }));
    expect(reportError).toHaveBeenCalledWith(cause);
  });
});

// A component that fails while the server renders it (not a loader): React leaves its part to the
// browser, and the page answers 500 with the failure reported by the same rule as a loader's.
describe('a component that fails in the server render', () => {
  const failing = (error: unknown) =>
    function Failing(): never {
      throw error;
    };
  const pageWith = (error: unknown) => createElement('main', null, createElement('h1', null, '信用动态'), createElement(Suspense, { fallback: createElement('p', null, '加载中') }, createElement(failing(error))));
  const render = (page: ReturnType<typeof createElement>, reportError: (error: unknown) => void) => renderDocument(page, new Request('http://portal.test/credit-dynamics'), { nonce: 'n', reportError });

  it('makes the page fail and is reported where the render says, as it was thrown', async () => {
    const reportError = vi.fn();
    const bug = new TypeError("Cannot read properties of undefined (reading 'rows')");
    const { html, failed } = await render(pageWith(bug), reportError);
    expect(failed).toBe(true);
    expect(reportError).toHaveBeenCalledTimes(1);
    expect(reportError).toHaveBeenCalledWith(bug);
    // The rest of the page is still there, the failed part left to the browser.
    expect(html).toContain('<h1>信用动态</h1>');
  });

  it('is not reported for an answer of the back end', async () => {
    const reportError = vi.fn();
    const { failed } = await render(pageWith(new PortalError('server', '服务暂时不可用，请稍后再试')), reportError);
    expect(failed).toBe(true);
    expect(reportError).not.toHaveBeenCalled();
  });

  it('leaves a page that rendered whole answering as it is, with nothing reported', async () => {
    const reportError = vi.fn();
    const { html, failed } = await render(createElement('main', null, createElement('h1', null, '信用动态')), reportError);
    expect(failed).toBe(false);
    expect(html).toBe('<main><h1>信用动态</h1></main>');
    expect(reportError).not.toHaveBeenCalled();
  });
});
