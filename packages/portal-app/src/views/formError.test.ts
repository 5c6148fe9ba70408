import { describe, expect, it } from 'vitest';
import { PortalError } from '@credit-portal/api-client';
import { FormSubmitError } from '@credit-portal/ui';
import { toFormError } from './formError';

const validation = (fieldErrors: Record<string, string>) => new PortalError('validation', '请求参数有误', { code: 202, fieldErrors });

describe('toFormError', () => {
  it('puts the messages beside the fields they name, under a line asking for corrections', () => {
    const error = toFormError(validation({ mobile: '手机号码格式不正确' }), ['name', 'mobile']) as FormSubmitError;
    expect(error).toBeInstanceOf(FormSubmitError);
    expect(error.message).toBe('请根据提示修改后重新提交');
    expect(error.fieldErrors).toEqual({ mobile: '手机号码格式不正确' });
  });

  it("maps the server's names to the form's", () => {
    const error = toFormError(validation({ phone: '手机号码格式不正确' }), ['mobile'], { phone: 'mobile' }) as FormSubmitError;
    expect(error.message).toBe('请根据提示修改后重新提交');
    expect(error.fieldErrors).toEqual({ mobile: '手机号码格式不正确' });
  });

  it("keeps the envelope's message when no named field is the form's (a 202 about a header, a hidden value)", () => {
    const error = toFormError(validation({ 'X-Portal-Fault': '故障注入：校验失败' }), ['name', 'mobile']) as FormSubmitError;
    expect(error.message).toBe('请求参数有误');
    // useForm shows the messages of fields it does not have after the general line.
    expect(error.fieldErrors).toEqual({ 'X-Portal-Fault': '故障注入：校验失败' });
  });

  it("keeps the envelope's message for a 202 without an errors map, and the catalogue's for other codes", () => {
    expect((toFormError(validation({}), ['name']) as FormSubmitError).message).toBe('请求参数有误');
    expect((toFormError(new PortalError('forbidden'), ['name']) as FormSubmitError).message).toBe('您没有权限执行此操作，请联系管理员');
  });

  it('passes on what is not a portal error', () => {
    const failure = new TypeError('boom');
    expect(toFormError(failure, ['name'])).toBe(failure);
  });
});
