import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { answered } from '../testing/loaders';
import { loader } from './register';

// /register against a fake back end: where the visitor's browser is sent.
const GET = vi.fn((_path: string, _init?: unknown) => Promise.resolve(answered({ registerUrl: 'https://sso.example.gov.cn/register?app=portal' })));
vi.mock('#portal', () => ({ portal: { api: { GET: (path: string, init?: unknown) => GET(path, init) } } }));

const opened = (address: string) => loader({ request: new Request(`https://credit.example.gov.cn${address}`), params: {}, context: {} } as LoaderFunctionArgs);

beforeEach(() => GET.mockClear());

describe('注册 without the page’s script', () => {
  it('goes on to the sign-on’s register page, asked to come back to the page at its full address', async () => {
    const answer = await opened('/register?redirect=%2Fcredit-dynamics%3FpageNo%3D2');
    expect([answer.status, answer.headers.get('Location'), answer.headers.get('Cache-Control')]).toEqual([302, 'https://sso.example.gov.cn/register?app=portal', 'no-store']);
    expect(GET).toHaveBeenCalledWith('/auth/mztLogin', expect.objectContaining({ params: { query: { redirect_uri: 'https://credit.example.gov.cn/credit-dynamics?pageNo=2' } } }));
  });

  it('comes back only to the portal’s own pages', async () => {
    await opened('/register?redirect=https%3A%2F%2Fevil.example%2F');
    expect(GET).toHaveBeenCalledWith('/auth/mztLogin', expect.objectContaining({ params: { query: { redirect_uri: 'https://credit.example.gov.cn/home' } } }));
  });

  it('leads to the login page when the register page’s address cannot be had, or is no web address', async () => {
    GET.mockResolvedValueOnce(answered(null, 500, '系统错误'));
    expect((await opened('/register?redirect=%2Fuser')).headers.get('Location')).toBe('/login?redirect=%2Fuser');
    GET.mockResolvedValueOnce(answered({ registerUrl: 'javascript:alert(1)' }));
    expect((await opened('/register?redirect=%2Fuser')).headers.get('Location')).toBe('/login?redirect=%2Fuser');
  });
});
