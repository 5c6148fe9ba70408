import { LeaveMessageFormRules } from '@credit-portal/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs } from 'react-router';
import { answered } from '../testing/loaders';
import { formActions, intentAddress, intentOf, submissionAction, type SubmissionAnswer } from './action';
import type { SubmissionForm } from './useSubmission';

// A form's route action against a fake back end: what a form sent without the page's script gets back.
const token = { value: 'token' as string | null };
const POST = vi.fn((_path: string, _init?: unknown) => Promise.resolve(answered({ trackingNo: 'LY202611290001' })));
const GET = vi.fn((path: string, init?: { params?: { query?: { data?: string } } }) =>
  Promise.resolve(path === '/graphic/captcha' ? answered({ token: 'captcha-token-0123456789' }) : answered(init?.params?.query?.data === 'K7P3')),
);
vi.mock('#portal', () => ({
  portal: { tokenStore: { get: () => token.value }, api: { GET: (path: string, init?: never) => GET(path, init), POST: (path: string, init?: unknown) => POST(path, init) } },
}));

interface Values {
  title: string;
  type: string;
  content: string;
  name: string;
  phone: string;
  isPublic: string;
}
const blank: Values = { title: '', type: '', content: '', name: '', phone: '', isPublic: '' };
const sent = vi.fn();
const form: SubmissionForm<Values, { trackingNo: string }> = {
  rules: LeaveMessageFormRules,
  fields: { title: { label: '留言标题' }, type: { label: '留言类型' }, content: { label: '留言内容' }, name: { label: '留言人姓名' }, phone: { label: '手机号码' }, isPublic: { label: '是否公开' } },
  blank,
  signIn: '留言',
  send: async (values, pass) => {
    sent(values, pass);
    return { trackingNo: 'LY202611290001' };
  },
};
const good = { title: '信用修复咨询', type: '咨询', content: '请问行政处罚信息的信用修复需要哪些材料？', name: '王小明', phone: '13812345678', isPublic: '1' };

/** The action's arguments for a form posted to `address`. */
const posted = (fields: Record<string, string>, address = '/credit-leavemessageedit', headers: Record<string, string> = {}) =>
  ({ request: new Request(`http://portal.test${address}`, { method: 'POST', body: new URLSearchParams(fields), headers }), params: {}, context: {} }) as ActionFunctionArgs;

/** What the page gets: the action's data. */
const answerOf = async (result: unknown) => (result as { data: { submission: SubmissionAnswer<{ trackingNo: string }> } }).data.submission;

beforeEach(() => {
  token.value = 'token';
  sent.mockClear();
  GET.mockClear();
});

describe('a form sent without the page’s script', () => {
  it('is sent once its values pass the page’s checks, and the page gets the receipt', async () => {
    const answer = await answerOf(await submissionAction(form)(posted(good)));
    expect(answer.receipt).toEqual({ trackingNo: 'LY202611290001' });
    expect(sent).toHaveBeenCalledWith(good, undefined);
  });

  it('comes back with what was typed and each message beside its field, and is not sent', async () => {
    const result = await submissionAction(form)(posted({ ...good, phone: '1381234' }));
    // The page itself, with the form and its messages: a page the visitor reads, not a failed load.
    expect((result as { init: { status?: number } | null }).init?.status ?? 200).toBe(200);
    const answer = await answerOf(result);
    expect(answer.values).toMatchObject({ ...good, phone: '1381234' });
    expect(Object.keys(answer.errors ?? {})).toEqual(['phone']);
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks an anonymous visitor to log in first, keeping what was typed', async () => {
    token.value = null;
    const answer = await answerOf(await submissionAction(form)(posted(good)));
    expect(answer.message).toContain('提交留言需先登录');
    expect(answer.values).toMatchObject(good);
    expect(sent).not.toHaveBeenCalled();
  });

  it('asks for the 安全验证 as an image and a field, and is sent with the right code only', async () => {
    const guarded = { ...form, captcha: true };
    const first = await answerOf(await submissionAction(guarded)(posted(good)));
    expect(first).toMatchObject({ captcha: 'captcha-token-0123456789', message: '请输入图片中的验证码，完成安全验证后再次提交' });
    const wrong = await answerOf(await submissionAction(guarded)(posted({ ...good, captchaToken: 'captcha-token-0123456789', captchaCode: 'ZZZZ' })));
    expect(wrong.message).toContain('验证码错误');
    expect(sent).not.toHaveBeenCalled();
    const right = await answerOf(await submissionAction(guarded)(posted({ ...good, captchaToken: 'captcha-token-0123456789', captchaCode: 'K7P3' })));
    expect(right.receipt).toEqual({ trackingNo: 'LY202611290001' });
    expect(sent).toHaveBeenCalledWith(good, 'captcha-token-0123456789');
  });

  it('is sent at once with the code of the captcha its <noscript> image showed, whose token the browser kept in its cookie', async () => {
    const guarded = { ...form, captcha: true };
    const shown = 'captcha-shown-without-script-01';
    const cookie = { Cookie: `credit-portal-token=token; credit-portal-captcha=${shown}` };
    const right = await answerOf(await submissionAction(guarded)(posted({ ...good, captchaCode: 'K7P3' }, undefined, cookie)));
    expect(GET).toHaveBeenCalledWith('/graphic/captcha/check', { params: { query: { token: shown, data: 'K7P3' } } });
    expect(right.receipt).toEqual({ trackingNo: 'LY202611290001' });
    expect(sent).toHaveBeenCalledWith(good, shown);
    // The captcha the form itself posted (one the action answered with) comes first.
    GET.mockClear();
    await submissionAction(guarded)(posted({ ...good, captchaToken: 'captcha-token-0123456789', captchaCode: 'K7P3' }, undefined, cookie));
    expect(GET).toHaveBeenCalledWith('/graphic/captcha/check', { params: { query: { token: 'captcha-token-0123456789', data: 'K7P3' } } });
    // A cookie that holds no token is no captcha: the 安全验证 is asked for, nothing is checked or sent.
    GET.mockClear();
    sent.mockClear();
    const hostile = await answerOf(await submissionAction(guarded)(posted({ ...good, captchaCode: 'K7P3' }, undefined, { Cookie: 'credit-portal-captcha=../../x' })));
    expect(hostile).toMatchObject({ captcha: 'captcha-token-0123456789', message: '请输入图片中的验证码，完成安全验证后再次提交' });
    expect(GET).not.toHaveBeenCalledWith('/graphic/captcha/check', expect.anything());
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('a page with several forms', () => {
  const action = formActions({ message: submissionAction(form) });

  it('gives each form to the action its address names', async () => {
    const answer = await answerOf(await action(posted(good, '/credit-leavemessageedit?intent=message')));
    expect(answer.receipt).toEqual({ trackingNo: 'LY202611290001' });
  });

  it('gives back a form without an action of its own filled in, never its password', async () => {
    const result = (await action(posted({ trackingNo: 'HD202611200001', password: 'secret' }))) as { data: { givenBack: Record<string, string[]> } };
    expect(result.data.givenBack).toEqual({ trackingNo: ['HD202611200001'] });
    const unknown = (await action(posted({ trackingNo: 'HD202611200001' }, '/credit-leavemessageedit?intent=constructor'))) as { data: { givenBack: unknown } };
    expect(unknown.data.givenBack).toEqual({ trackingNo: ['HD202611200001'] });
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('the address a form of such a page posts to', () => {
  it('names the form, and keeps what the page’s address opened around it', () => {
    expect(intentAddress('apply')).toBe('?intent=apply');
    const address = intentAddress('share', new URLSearchParams('applyStatus=已生成&share=7&intent=stopShare'));
    expect(intentOf(address)).toBe('share');
    expect(Object.fromEntries(new URLSearchParams(address))).toEqual({ applyStatus: '已生成', share: '7', intent: 'share' });
  });
});
