import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { answered } from '../testing/loaders';
import { submissionAction, type SubmissionAnswer } from '../submission/action';
import { sharedReportForm, stopShareAction, type ShareResult, type StopShareAnswer } from './sharing';

// 共享's server action as the routes make it.
const shareAction = submissionAction(sharedReportForm);

// 共享 and 停止共享 sent without the page's script, against a fake back end.
const token = { value: 'token' as string | null };
const generated = { id: '7', applyNo: 'BGSQ20261120000007', status: '已生成', expireTime: '2099-12-31 23:59:59', shareCount: 0 };
const GET = vi.fn((_path: string, _init?: unknown) => Promise.resolve(answered({ records: [generated, { ...generated, id: '8', status: '已申请' }], total: 2, size: 15, current: 1 })));
const POST = vi.fn((path: string, _init?: unknown) =>
  Promise.resolve(path.includes('stopShare') ? answered({ id: '3', status: '已停止' }) : answered({ id: '3', targetName: '某某公司', validUntil: '2099-12-31', status: '共享中' })),
);
vi.mock('#portal', () => ({
  portal: { tokenStore: { get: () => token.value }, api: { GET: (path: string, init?: unknown) => GET(path, init), POST: (path: string, init?: unknown) => POST(path, init) } },
}));

const posted = (fields: Record<string, string>, address: string) =>
  ({ request: new Request(`http://portal.test${address}`, { method: 'POST', body: new URLSearchParams(fields) }), params: {}, context: {} }) as ActionFunctionArgs;
const answerOf = (result: unknown) => (result as { data: { submission: SubmissionAnswer<ShareResult> } }).data.submission;
const GOOD_CODE = '91350300MA2YD5NK4E';

beforeEach(() => {
  token.value = 'token';
  POST.mockClear();
});

describe('共享 sent without the page’s script', () => {
  it('shares the report the address opened, among the visitor’s generated ones', async () => {
    const answer = answerOf(await shareAction(posted({ creditCode: GOOD_CODE.toLowerCase(), validUntil: '2099-12-31' }, '/credit-report?share=7&intent=share')));
    expect(answer.receipt).toMatchObject({ targetName: '某某公司' });
    expect(POST).toHaveBeenCalledWith('/cmpinternetportalfront/creditreportapply/share/{id}', { params: { path: { id: '7' } }, body: { creditCode: GOOD_CODE, validUntil: '2099-12-31' } });
  });

  it('refuses a day after the report’s expiry beside its field, sending nothing', async () => {
    const answer = answerOf(await shareAction(posted({ creditCode: GOOD_CODE, validUntil: '2100-01-01' }, '/credit-report?share=7&intent=share')));
    expect(answer.errors).toEqual({ validUntil: '共享截止日期不能晚于报告有效期（2099-12-31）' });
    expect(POST).not.toHaveBeenCalled();
  });

  it('says so of a report that is not a generated one of the page', async () => {
    const answer = answerOf(await shareAction(posted({ creditCode: GOOD_CODE, validUntil: '2099-12-31' }, '/credit-report?share=8&intent=share')));
    expect(answer.message).toContain('未找到可共享的报告');
    expect(POST).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor to log in, keeping what was typed', async () => {
    token.value = null;
    const answer = answerOf(await shareAction(posted({ creditCode: GOOD_CODE, validUntil: '2099-12-31' }, '/credit-report?share=7&intent=share')));
    expect(answer.message).toContain('提交信用报告共享需先登录');
    expect(answer.values).toMatchObject({ creditCode: GOOD_CODE });
    expect(POST).not.toHaveBeenCalled();
  });
});

describe('停止共享 sent without the page’s script', () => {
  const stopOf = (result: unknown) => (result as { data: { stopShare: StopShareAnswer } }).data.stopShare;

  it('ends the share posted', async () => {
    expect(stopOf(await stopShareAction(posted({ shareId: '3' }, '/credit-report?shares=7&intent=stopShare')))).toEqual({ stopped: '3' });
    expect(POST).toHaveBeenCalledWith('/cmpinternetportalfront/creditreportapply/stopShare/{id}', { params: { path: { id: '3' } } });
  });

  it('sends nothing for a share id that names no record', async () => {
    expect(stopOf(await stopShareAction(posted({ shareId: '3 OR 1=1' }, '/credit-report?intent=stopShare'))).failure).toContain('未指明要停止的共享');
    expect(POST).not.toHaveBeenCalled();
  });
});
