import { beforeEach, describe, expect, it, vi } from 'vitest';
import { redirect, type ClientActionFunctionArgs } from 'react-router';
import { LeaveMessageFormRules, PortalError } from '@credit-portal/api-client';
import { FormSubmitError } from '@credit-portal/ui';
import { rememberCaptchaPass } from '../shell/captchaPass';
import { beforePosting, formClientActions, submissionClientAction, type PostedAnswer } from './clientAction';
import type { SubmissionForm } from './useSubmission';

// The login the client's calls carry (its token store: the login cookie in the browser).
const token = { value: { token_type: 'Bearer', access_token: 'token' } as object | null };
vi.mock('#portal', () => ({ portal: { tokenStore: { get: () => token.value } } }));
beforeEach(() => {
  token.value = { token_type: 'Bearer', access_token: 'token' };
});

// A form's clientAction: what the kit's post (its values as JSON) gets back with the page's script.
interface Values {
  title: string;
  content: string;
  phone: string;
}
const blank: Values = { title: '', content: '', phone: '' };
const good = { title: '信用修复咨询', content: '请问行政处罚信息的信用修复需要哪些材料？', phone: '13812345678' };
const receipt = { trackingNo: 'LY202611290001' };

const formSending = (send: SubmissionForm<Values, typeof receipt>['send']): SubmissionForm<Values, typeof receipt> => ({
  rules: LeaveMessageFormRules,
  fields: { title: { label: '留言标题' }, content: { label: '留言内容' }, phone: { label: '手机号码' } },
  blank,
  send,
});

/** The clientAction's arguments for `body` posted as JSON to `address`. */
const posting = (body: unknown, address = '/credit-leavemessageedit') =>
  ({
    request: new Request(`http://portal.test${address}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) }),
    params: {},
    serverAction: () => Promise.reject(new Error('no server here')),
  }) as unknown as ClientActionFunctionArgs;

/** The answer and its status, as the fetcher and the router get them. */
const answerOf = (result: unknown) => {
  const { data, init } = result as { data: PostedAnswer<typeof receipt>; init: { status?: number } | null };
  return { ...data, status: init?.status ?? 200 };
};

describe('a form sent with the page’s script', () => {
  it('is sent with its own fields only, and answers with the receipt and the post’s number', async () => {
    const send = vi.fn(async () => receipt);
    const answer = answerOf(await submissionClientAction(formSending(send))(posting({ values: { ...good, extra: 'x' }, pass: 'pass-1', nonce: 'n1' })));
    expect(answer).toEqual({ answer: { receipt }, nonce: 'n1', status: 200 });
    expect(send).toHaveBeenCalledWith(good, 'pass-1');
  });

  it('is checked again as the server would: a wrong field is not sent, and the failure status keeps the router from reading the page again', async () => {
    const send = vi.fn(async () => receipt);
    const answer = answerOf(await submissionClientAction(formSending(send))(posting({ values: { ...good, phone: '1381234' }, nonce: 'n2' })));
    expect(answer.status).toBe(422);
    expect(answer.answer.errors?.phone).toBeTruthy();
    expect(answer.nonce).toBe('n2');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the back end’s refusal beside its field', async () => {
    const refused = new PortalError('validation', '参数校验失败', { fieldErrors: { title: '留言标题含有不文明用语' } });
    const answer = answerOf(await submissionClientAction(formSending(() => Promise.reject(refused)))(posting({ values: good, nonce: 'n3' })));
    expect(answer.status).toBe(422);
    expect(answer.answer).toEqual({ message: '请根据提示修改后重新提交', errors: { title: '留言标题含有不文明用语' } });
  });

  it('says why a send that failed otherwise was not made, never throwing', async () => {
    const answer = answerOf(await submissionClientAction(formSending(() => Promise.reject(new TypeError(''))))(posting({ values: good, nonce: 'n4' })));
    expect(answer.status).toBe(503);
    expect(answer.answer.message).toBe('提交失败，请稍后重试。您填写的内容已保留。');
  });

  it('answers a body that is not the kit’s with a message, not an error page', async () => {
    expect(answerOf(await submissionClientAction(formSending(async () => receipt))(posting('not json'))).status).toBe(400);
    expect(answerOf(await submissionClientAction(formSending(async () => receipt))(posting({ values: null, nonce: 'x' }))).answer.message).toBe('提交的内容无法读取，请重新提交');
  });

  it('passes on a redirect the send asks for (a login that brings the visitor back)', async () => {
    const toLogin = redirect('/repair-program-login?redirect=%2Frepair-program-batch-cancel');
    const result = await submissionClientAction(formSending(() => Promise.reject(toLogin)))(posting({ values: good, nonce: 'n5' }));
    expect(result).toBe(toLogin);
  });

  it('builds the form for the request when it depends on it (the record the address names)', async () => {
    const send = vi.fn(async () => receipt);
    const formFor = vi.fn(async ({ request }: { request: Request }) => ({ ...formSending(send), blank: { ...blank, title: new URL(request.url).searchParams.get('id') ?? '' } }));
    await submissionClientAction(formFor)(posting({ values: good, nonce: 'n6' }, '/credit-leavemessageedit?id=7'));
    expect(formFor).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(good, undefined);
  });
});

describe('before the kit posts a form', () => {
  /** The shell's sign-on (which leaves the page) and 安全验证 dialog (passed), watched. */
  const shellFor = (signOn: string | null = null) => ({ login: vi.fn(async () => signOn), requestCaptcha: vi.fn(async () => true) });
  /** What the form shows when it is not posted. */
  const stopped = (steps: Promise<unknown>) =>
    steps.then(
      () => null,
      (error: unknown) => (error instanceof FormSubmitError ? error.message : error),
    );
  const complaint = { signIn: '信用投诉', captcha: true };

  it('sends a visitor without a login to the sign-on first, saying so, with no 安全验证 spent', async () => {
    token.value = null;
    const shell = shellFor();
    expect(await stopped(beforePosting(complaint, shell))).toBe('提交信用投诉需先登录，正在跳转到统一身份认证平台，登录后可继续提交');
    expect(shell.login).toHaveBeenCalledTimes(1);
    expect(shell.requestCaptcha).not.toHaveBeenCalled();
  });

  it('keeps the visitor on the form, told why, when the sign-on’s address cannot be had', async () => {
    token.value = null;
    expect(await stopped(beforePosting(complaint, shellFor('系统繁忙，请稍后重试')))).toBe('系统繁忙，请稍后重试');
  });

  it('takes the login the send will carry: a visitor with one passes the 安全验证 and posts with its pass', async () => {
    rememberCaptchaPass('pass-7');
    const shell = shellFor();
    expect(await beforePosting(complaint, shell)).toBe('pass-7');
    expect(shell.login).not.toHaveBeenCalled();
    expect(shell.requestCaptcha).toHaveBeenCalledTimes(1);
  });

  it('asks no login of a form for anyone, and stops on a 安全验证 not passed', async () => {
    token.value = null;
    const shell = { ...shellFor(), requestCaptcha: vi.fn(async () => false) };
    expect(await stopped(beforePosting({ captcha: true, captchaMessage: '请完成安全验证后再提交线索' }, shell))).toBe('请完成安全验证后再提交线索');
    expect(shell.login).not.toHaveBeenCalled();
    expect(await beforePosting({}, shellFor())).toBeUndefined();
  });
});

describe('a login that ended on the way', () => {
  it('is the send’s answer: the catalogue’s message, nothing changed (the form keeps what was typed)', async () => {
    const expired = new PortalError('tokenExpired', undefined, { url: 'http://portal.test/api/x' });
    const answer = answerOf(await submissionClientAction(formSending(() => Promise.reject(expired)))(posting({ values: good, nonce: 'n9' })));
    expect(answer.status).toBe(422);
    expect(answer.answer.message).toBe('登录已过期，请重新登录');
    expect(answer.answer.receipt).toBeUndefined();
  });
});

describe('a page with several forms', () => {
  it('gives each post to the clientAction its intent names, and answers an unknown intent with a message', async () => {
    const send = vi.fn(async () => receipt);
    const act = formClientActions({ share: submissionClientAction(formSending(send)) });
    expect(answerOf(await act(posting({ values: good, nonce: 'n7' }, '/credit-report?intent=share'))).answer.receipt).toEqual(receipt);
    const unknown = answerOf(await act(posting({ values: good, nonce: 'n8' }, '/credit-report?intent=other')));
    expect(unknown.status).toBe(400);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
