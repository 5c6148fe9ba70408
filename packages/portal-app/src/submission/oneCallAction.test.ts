import { describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { PortalError } from '@credit-portal/api-client';
import { oneCallAction, Refused } from './oneCallAction';

// A form of one call against a fake call: what the page gets (the answer under its name) and the status
// the router gets (the unit tests run as the browser: a refusal keeps its own).
interface Answer {
  done?: string;
  failure?: string;
}
const call = vi.fn((ids: string[]) => Promise.resolve<Answer>({ done: ids.join(',') }));
const mark = oneCallAction({
  name: 'mark',
  read: (posted): string[] | Refused<Answer> => {
    const ids = posted?.getAll('id') ?? [];
    return ids.length > 0 && ids.every((id) => typeof id === 'string' && /^\d+$/.test(id)) ? (ids as string[]) : new Refused({ failure: '未指明要标记的内容' }, 400);
  },
  call,
  failed: (failure): Answer => ({ failure }),
});

const posted = (body: BodyInit, headers?: Record<string, string>) =>
  ({ request: new Request('http://portal.test/user?intent=mark', { method: 'POST', body, ...(headers ? { headers } : {}) }), params: {}, context: {} }) as ActionFunctionArgs;
const answered = (result: unknown) => {
  const { data, init } = result as { data: { mark: Answer }; init: { status?: number } | null };
  return { ...data, status: init?.status ?? 200 };
};

describe('a form of one call', () => {
  it('makes the call with what the form names, and answers what the page says under its name', async () => {
    call.mockClear();
    expect(answered(await mark(posted(new URLSearchParams([['id', '3'], ['id', '4']]))))).toEqual({ mark: { done: '3,4' }, status: 200 });
    expect(call).toHaveBeenCalledWith(['3', '4']);
  });

  it('refuses a form that names nothing it may act on, or that cannot be read, with the refusal’s status and no call', async () => {
    call.mockClear();
    expect(answered(await mark(posted(new URLSearchParams([['id', '3 OR 1=1']]))))).toEqual({ mark: { failure: '未指明要标记的内容' }, status: 400 });
    expect(answered(await mark(posted('%%%', { 'Content-Type': 'multipart/form-data; boundary=none' })))).toEqual({ mark: { failure: '未指明要标记的内容' }, status: 400 });
    expect(call).not.toHaveBeenCalled();
  });

  it('answers a failed call with the back end’s words, or the catalogue’s, and 503', async () => {
    call.mockRejectedValueOnce(new PortalError('validation', '消息不存在'));
    expect(answered(await mark(posted(new URLSearchParams([['id', '3']]))))).toEqual({ mark: { failure: '消息不存在' }, status: 503 });
    call.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(answered(await mark(posted(new URLSearchParams([['id', '3']]))))).toEqual({ mark: { failure: '系统错误' }, status: 503 });
  });
});
