import { describe, expect, it, vi, beforeEach } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { answered, loaderArgs } from '../../testing/loaders';
import { logoutAction, reasonAction } from './actions';
import { applicationLoader } from './loaders';

// The program's forms and loaders against a fake back end, through the program's own client (#program).
const token = { current: { token_type: 'Bearer', access_token: 'operator-token' } as { token_type: string; access_token: string } | null };
const POST = vi.fn((_path: string, _init?: unknown) => Promise.resolve(answered(null)));
const GET = vi.fn((path: string, _init?: unknown) =>
  Promise.resolve(answered(path === '/repairprogram/auth/operator' ? { account: 'xfcz01', name: '林', organ: '中心' } : { id: '7', applyNo: 'XYXF202611200001', status: '待审核' })),
);
const clear = vi.fn();
vi.mock('#program', () => ({
  program: { tokenStore: { get: () => token.current, clear: () => clear() }, api: { GET: (path: string, init?: unknown) => GET(path, init), POST: (path: string, init?: unknown) => POST(path, init) } },
}));

const posted = (fields: Record<string, string>, address = '/repair-program-application?id=7') =>
  ({ request: new Request(`http://portal.test${address}`, { method: 'POST', body: new URLSearchParams(fields) }), params: {}, context: {} }) as ActionFunctionArgs;

/** What the action answered: its status and its data (react-router's `data()`), or the Response of a redirect. */
async function actedOn(fields: Record<string, string>, address?: string) {
  const result = (await reasonAction(posted(fields, address))) as { type?: string; init?: { status?: number }; data?: unknown } | Response;
  return result instanceof Response ? { redirect: result } : { status: result.init?.status ?? 200, answer: (result.data as { reasonForm: unknown }).reasonForm };
}

beforeEach(() => {
  token.current = { token_type: 'Bearer', access_token: 'operator-token' };
  POST.mockClear();
  GET.mockClear();
  clear.mockClear();
});

describe('the program’s reason forms as route actions', () => {
  it('refuses a reason too short beside its field, keeping what was typed, and calls nothing', async () => {
    const { status, answer } = await actedOn({ intent: 'decide', target: '7', decision: 'reject', reason: '材料不全' });
    expect(status).toBe(422);
    expect(answer).toEqual({ intent: 'decide', target: '7', reason: '材料不全', error: '审核意见不少于5个字' });
    const empty = await actedOn({ intent: 'note', target: '7', reason: '  ' });
    expect(empty.answer).toMatchObject({ intent: 'note', error: '请填写备注' });
    expect(POST).not.toHaveBeenCalled();
  });

  it('sends a decision with the button pressed and the reason trimmed, and says it was done', async () => {
    const { status, answer } = await actedOn({ intent: 'decide', target: '7', decision: 'reject', reason: '  材料不全，请补充后重新申请 ' });
    expect(POST).toHaveBeenCalledWith('/repairprogram/applications/{id}/decide', { params: { path: { id: '7' } }, body: { decision: 'reject', reason: '材料不全，请补充后重新申请' } });
    expect(status).toBe(200);
    expect(answer).toEqual({ intent: 'decide', target: '7', reason: '', done: '已驳回' });
  });

  it('restores a cancellation and adds a note by their own operations', async () => {
    await actedOn({ intent: 'restore', target: '12', reason: '撤销有误，恢复公示' }, '/repair-program-detail?kind=penalty&id=3');
    expect(POST).toHaveBeenCalledWith('/repairprogram/cancellations/{id}/restore', { params: { path: { id: '12' } }, body: { reason: '撤销有误，恢复公示' } });
    await actedOn({ intent: 'note', target: '7', reason: '已电话联系' });
    expect(POST).toHaveBeenLastCalledWith('/repairprogram/applications/{id}/notes', { params: { path: { id: '7' } }, body: { note: '已电话联系' } });
  });

  it('sends an ended session to the login, which brings the operator back to the page', async () => {
    POST.mockResolvedValueOnce(answered(null, 203, '登录已过期'));
    const { redirect } = await actedOn({ intent: 'decide', target: '7', decision: 'accept', reason: '材料齐全，准予修复' });
    expect(redirect?.headers.get('Location')).toBe('/repair-program-login?redirect=%2Frepair-program-application%3Fid%3D7&reason=expired');
  });

  it('says why a call failed with the catalogue’s message, keeping the reason', async () => {
    POST.mockResolvedValueOnce(answered(null, 500, 'boom'));
    const { status, answer } = await actedOn({ intent: 'decide', target: '7', decision: 'accept', reason: '材料齐全，准予修复' });
    expect(status).toBe(503);
    expect(answer).toMatchObject({ reason: '材料齐全，准予修复', message: expect.stringMatching(/\S/) });
    expect((answer as { error?: string }).error).toBeUndefined();
  });

  it('answers a form it cannot read (no intent, a hostile target) with 400, calling nothing', async () => {
    const unreadable: Record<string, string>[] = [{ reason: '材料齐全，准予修复' }, { intent: 'decide', target: '../1', decision: 'accept', reason: '材料齐全，准予修复' }, { intent: 'toString', target: '7', reason: 'x' }];
    for (const fields of unreadable) {
      const result = (await reasonAction(posted(fields))) as { init?: { status?: number } };
      expect(result.init?.status).toBe(400);
    }
    expect(POST).not.toHaveBeenCalled();
  });
});

describe('the program’s loaders and 退出', () => {
  it('send an operator without a token to the login with the page’s address, calling nothing', async () => {
    token.current = null;
    const thrown = await applicationLoader(loaderArgs('/repair-program-application?id=7')).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/repair-program-login?redirect=%2Frepair-program-application%3Fid%3D7');
    expect(GET).not.toHaveBeenCalled();
  });

  it('read the operator beside the page’s data, and send a session the back end ended (401) to the login', async () => {
    const loaded = await applicationLoader(loaderArgs('/repair-program-application?id=7'));
    expect(loaded.operator).toMatchObject({ account: 'xfcz01' });
    expect(loaded.page).toMatchObject({ applyNo: 'XYXF202611200001' });
    GET.mockResolvedValueOnce(answered(null, 401, '未登录'));
    const thrown = await applicationLoader(loaderArgs('/repair-program-application?id=7')).catch((error: unknown) => error);
    expect((thrown as Response).headers.get('Location')).toBe('/repair-program-login?redirect=%2Frepair-program-application%3Fid%3D7');
  });

  it('退出 ends the session, expires the program’s cookie (not the visitor’s) and goes to the login', async () => {
    const answer = await logoutAction(posted({ intent: 'logout' }, '/repair-program-login'));
    expect(POST).toHaveBeenCalledWith('/repairprogram/auth/logout', undefined);
    expect(clear).toHaveBeenCalled();
    expect(answer.status).toBe(303);
    expect(answer.headers.get('Location')).toBe('/repair-program-login');
    expect(answer.headers.get('Set-Cookie')).toMatch(/^repair-program-token=; Path=\/; Max-Age=0/);
  });
});
