import { describe, expect, it, vi } from 'vitest';
import type { ActionFunctionArgs, ClientActionFunctionArgs } from 'react-router';
import { PortalError } from '@credit-portal/api-client';
import { FormSubmitError, required } from '@credit-portal/ui';
import { lookupClientAction, lookupFormAction, type ActedLookup, type LookupForm } from './lookupForm';

// A lookup's route action, for a lookup sent without the page's script: what the page gets back.
interface Values {
  number: string;
  code: string;
}
const find = vi.fn(async (values: Values) => ({ number: values.number.trim() }));
// One lookup, answered by both its actions: the server's (form data) and the browser's (JSON).
const lookup: LookupForm<Values, { number: string }> = {
  key: 'check',
  blank: { number: '', code: '' },
  checks: { number: [required('请输入编号')], code: [required('请输入校验码')] },
  verb: '查验',
  maxLength: 10,
  find,
};
const action = lookupFormAction(lookup);

const posting = (body: BodyInit, headers?: HeadersInit) => ({ request: new Request('http://portal.test/check', { method: 'POST', body, ...(headers ? { headers } : {}) }), params: {}, context: {} }) as ActionFunctionArgs;
const answerOf = async (body: BodyInit, headers?: HeadersInit) =>
  ((await action(posting(body, headers))) as unknown as { data: { check: ActedLookup<Values, { number: string }> } }).data.check;

describe('a lookup’s route action', () => {
  it('reads only the form’s own fields, each cut to its length, and gives back what it found', async () => {
    const answer = await answerOf(new URLSearchParams({ number: ' BH2026112900019999 ', code: 'K7P3', other: 'x' }));
    expect(answer.values).toEqual({ number: ' BH2026112', code: 'K7P3' });
    expect(answer.found).toEqual({ number: 'BH2026112' });
  });

  it('says beside each field what its checks say, and looks nothing up', async () => {
    find.mockClear();
    const answer = await answerOf(new URLSearchParams({ number: 'BH1' }));
    expect(answer.errors).toEqual({ code: '请输入校验码' });
    expect(answer.found).toBeUndefined();
    expect(find).not.toHaveBeenCalled();
  });

  it('gives the lookup’s own message and field messages, the catalogue’s, or its verb’s failure', async () => {
    find.mockRejectedValueOnce(new FormSubmitError('未查验到', { code: '校验码有误' }));
    expect(await answerOf(new URLSearchParams({ number: 'BH1', code: 'A' }))).toMatchObject({ message: '未查验到', errors: { code: '校验码有误' } });
    find.mockRejectedValueOnce(new PortalError('network'));
    expect((await answerOf(new URLSearchParams({ number: 'BH1', code: 'A' }))).message).toBe('网络异常，请稍后重试');
    find.mockRejectedValueOnce(new TypeError('x is undefined'));
    expect((await answerOf(new URLSearchParams({ number: 'BH1', code: 'A' }))).message).toBe('查验失败，请稍后重试');
  });

  it('answers a body it cannot read with the blank form and a message, never a failure', async () => {
    const answer = await answerOf('%%%', { 'Content-Type': 'multipart/form-data; boundary=none' });
    expect(answer).toEqual({ values: { number: '', code: '' }, message: '查验内容无法读取，请重新输入后查验' });
  });
});

describe('the same lookup sent with the page’s script (its clientAction)', () => {
  const clientAction = lookupClientAction(lookup);
  const posted = (body: unknown) =>
    clientAction({ request: new Request('http://portal.test/check', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }), params: {} } as unknown as ClientActionFunctionArgs) as unknown as Promise<{
      data: { answer: ActedLookup<Values, { number: string }>; nonce: string };
      init: { status: number };
    }>;

  it('reads the form’s own fields as the server’s action does, and answers the post that asked', async () => {
    const { data, init } = await posted({ values: { number: ' BH2026112900019999 ', code: 'K7P3', other: 'x' }, nonce: 'n1' });
    expect(data).toEqual({ answer: { values: { number: ' BH2026112', code: 'K7P3' }, found: { number: 'BH2026112' } }, nonce: 'n1' });
    expect(init.status).toBe(200);
  });

  it('answers what stopped it with a failure status (nothing changed, the router reads nothing again)', async () => {
    find.mockClear();
    const { data, init } = await posted({ values: { number: 'BH1', code: 42 }, nonce: 'n2' });
    expect(data.answer.errors).toEqual({ code: '请输入校验码' });
    expect(init.status).toBe(422);
    expect(find).not.toHaveBeenCalled();
  });
});
