import { describe, expect, it, vi } from 'vitest';
import { PortalError } from '@credit-portal/api-client';
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { keptAlive, messageOf, orNotFound, pagingOf, requiredParam, settled } from './routeData';

const request = (address: string) => new Request(`http://portal.test${address}`);
const thrown = async (run: () => unknown) => {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('nothing was thrown');
};

describe('route data', () => {
  it('reads the list state of the address with the spec’s defaults', () => {
    expect(pagingOf(request('/credit-dynamics'))).toEqual({ pageNo: 1, pageSize: 15, keyword: '' });
    expect(pagingOf(request('/credit-dynamics?pageNo=3&pageSize=50&keyword=%20信用%20'))).toEqual({ pageNo: 3, pageSize: 50, keyword: '信用' });
  });

  it('answers 404 for a missing or blank id and for the back end’s 资源不存在', async () => {
    expect(requiredParam(request('/content-detail?id=42'), 'id')).toBe('42');
    for (const address of ['/content-detail', '/content-detail?id=%20']) {
      const error = await thrown(() => requiredParam(request(address), 'id'));
      expect(error instanceof Response && error.status).toBe(404);
    }
    const missing = await thrown(() => orNotFound(Promise.reject(new PortalError('notFound'))));
    expect(missing instanceof Response && missing.status).toBe(404);
    const network = await thrown(() => orNotFound(Promise.reject(new PortalError('network'))));
    expect(messageOf(network)).toBe('网络异常，请稍后重试');
  });

  it('answers a failure that asking again does not mend with its status and message, so the server renders it; a failure of the back end stays an error', async () => {
    const failing = (error: PortalError) => settled(async () => Promise.reject(error));
    const cases: [PortalError, number][] = [
      [new PortalError('validation', '统一社会信用代码校验位不正确'), 400],
      [new PortalError('forbidden'), 403],
      [new PortalError('notFound'), 404],
    ];
    for (const [error, status] of cases) {
      const answer = (await thrown(failing(error))) as { init: ResponseInit; data: unknown };
      expect(answer.init.status).toBe(status);
      // As the page's ErrorBoundary receives it, in the server's render and after hydration alike.
      expect(messageOf(new ErrorResponse(status, '', answer.data))).toBe(error.message);
    }
    for (const kind of ['server', 'network', 'timeout', 'malformed', 'unauthenticated', 'verification'] as const) {
      const error = new PortalError(kind);
      expect(await thrown(failing(error))).toBe(error);
    }
  });

  it('answers a kept-alive address again from memory, and another address afresh', async () => {
    const load = vi.fn(async ({ request: { url } }: { request: Request }) => ({ url, n: load.mock.calls.length }));
    const kept = keptAlive(load);
    const first = await kept({ request: request('/unusual-directory?pageNo=2') });
    expect(await kept({ request: request('/unusual-directory?pageNo=2') })).toBe(first);
    await kept({ request: request('/unusual-directory?pageNo=3') });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('never shows a stack trace: anything unknown is the catalogue’s 系统错误', () => {
    expect(messageOf(new TypeError('x is undefined'))).toBe('系统错误');
  });
});
