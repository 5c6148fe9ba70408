import { describe, expect, it } from 'vitest';
import { CommitmentFeedbackFormRules, SafetyClueFormRules } from '@credit-portal/api-client';
import type { FieldValidator } from '@credit-portal/ui';
import { rulesFor } from './rules';

interface Feedback {
  commitmentNo: string;
  fulfilment: string;
  description: string;
  contactName: string;
  phone: string;
  fileIds: string[];
}
const blank: Feedback = {
  commitmentNo: '',
  fulfilment: '',
  description: '',
  contactName: '',
  phone: '',
  fileIds: [],
};
const validators = rulesFor<Feedback>(
  CommitmentFeedbackFormRules,
  {
    commitmentNo: {
      label: '承诺编号',
      normalise: (value) => value.trim().toUpperCase(),
      patternMessage: '承诺编号格式不正确',
    },
    fulfilment: { label: '履约情况' },
    description: { label: '履约说明' },
    contactName: { label: '联系人姓名' },
    phone: { label: '手机号码' },
    fileIds: { label: '证明材料' },
  },
  blank
);
/** The first message of a field's checks for a value, as useForm shows it. */
function messageOf<K extends keyof Feedback>(name: K, value: Feedback[K]): string | undefined {
  const checks = validators[name] as readonly FieldValidator<Feedback[K], Feedback>[];
  for (const check of checks) {
    const result = check(value, { ...blank, [name]: value });
    if (typeof result === 'string') return result;
  }
  return undefined;
}

describe('the contract’s rules as a form’s checks', () => {
  it('ask for what the contract requires, by the kind of field', () => {
    expect(messageOf('commitmentNo', '')).toBe('请输入承诺编号');
    expect(messageOf('fulfilment', '')).toBe('请选择履约情况');
    expect(messageOf('fileIds', [])).toBeUndefined();
  });

  it('hold lengths, enums and patterns from the contract, counting characters not bytes', () => {
    expect(messageOf('description', '太短了')).toBe('履约说明应为10至1000个字');
    expect(messageOf('description', '已按承诺补齐全部材料并通过核查')).toBeUndefined();
    expect(messageOf('fulfilment', '差不多')).toBe('请选择履约情况');
    expect(messageOf('contactName', '林')).toBe('联系人姓名应为2至30个字');
    expect(messageOf('commitmentNo', 'cn202611200001')).toBeUndefined();
    expect(messageOf('commitmentNo', 'CN2026')).toBe('承诺编号格式不正确');
  });

  it('use the named kinds’ own checks (a mobile number) and the item counts', () => {
    expect(messageOf('phone', '12345678901')).toMatch(/手机号码/);
    expect(messageOf('phone', '13905941234')).toBeUndefined();
    expect(messageOf('fileIds', ['1', '2', '3', '4', '5', '6'])).toBe('证明材料最多5个');
  });

  it('take the form’s own words where it has them, and skip a field hidden by another choice', () => {
    interface Clue {
      anonymous: boolean;
      reporterName: string;
      description: string;
    }
    const clue = rulesFor<Clue>(
      SafetyClueFormRules,
      {
        anonymous: { label: '匿名举报' },
        reporterName: { label: '举报人姓名', when: (values: Clue) => !values.anonymous },
        description: { label: '线索描述', lengthMessage: '线索描述至少10个字，请写明时间、地点和经过' },
      },
      { anonymous: false, reporterName: '', description: '' }
    );
    const first = (checks: unknown, value: unknown, values: Clue) => {
      for (const check of checks as FieldValidator<unknown, Clue>[]) {
        const result = check(value, values);
        if (typeof result === 'string') return result;
      }
      return undefined;
    };
    expect(first(clue.anonymous, false, { anonymous: false, reporterName: '', description: '' })).toBeUndefined();
    expect(first(clue.reporterName, '林', { anonymous: true, reporterName: '林', description: '' })).toBeUndefined();
    expect(first(clue.reporterName, '林', { anonymous: false, reporterName: '林', description: '' })).toBe('举报人姓名应为2至30个字');
    expect(first(clue.description, '太短', { anonymous: true, reporterName: '', description: '太短' })).toBe('线索描述至少10个字，请写明时间、地点和经过');
  });

  it('refuse a field the contract does not have', () => {
    expect(() => rulesFor<{ nickname: string }>(CommitmentFeedbackFormRules, { nickname: { label: '昵称' } }, { nickname: '' })).toThrow(/nickname/);
  });
});
