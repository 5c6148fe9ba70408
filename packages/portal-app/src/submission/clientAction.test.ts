import { describe, expect, it, vi } from 'vitest';
import { redirect, type ClientActionFunctionArgs } from 'react-router';
import { LeaveMessageFormRules, PortalError } from '@credit-portal/api-client';
import { formClientActions, submissionClientAction, type PostedAnswer } from './clientAction';
import type { SubmissionForm } from './useSubmission';

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
