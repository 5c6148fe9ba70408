import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PortalError } from '@credit-portal/api-client';
import { RouteDataError, requiredParam, settled } from './routeData';

/** The page the server renders when its loader fails so, as text (markup left out). */
async function pageWhenLoaderFails(load: (args: { request: Request }) => unknown): Promise<string> {
  const routes = [{ id: 'page', path: '/page', loader: settled(load), Component: () => null, ErrorBoundary: RouteDataError }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://portal.test/page'));
  if (context instanceof Response) throw new Error('a redirect');
  const html = renderToStaticMarkup(createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context, hydrate: false }));
  return `${context.statusCode} ${html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()}`;
}

describe('the page of a loader that failed', () => {
  it('a record the address names that does not exist: 页面不存在 and the way home, status 404', async () => {
    const page = await pageWhenLoaderFails(({ request }) => requiredParam(request, 'id'));
    expect(page).toMatch(/^404 页面不存在 .*请求的资源不存在 .*返回首页/);
    expect(page).not.toContain('重试');
  });

  it('a 资源不存在 of one of its calls: the catalogue message with 重试, as the browser shows it, status 404', async () => {
    const page = await pageWhenLoaderFails(() => Promise.reject(new PortalError('notFound')));
    expect(page).toMatch(/^404 .*请求的资源不存在 .*重试/);
    expect(page).not.toContain('页面不存在');
  });

  it('a code the back end refuses: its reason with status 400', async () => {
    const page = await pageWhenLoaderFails(() => Promise.reject(new PortalError('validation', '统一社会信用代码校验位不正确')));
    expect(page).toMatch(/^400 .*统一社会信用代码校验位不正确/);
  });
});
