import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Form } from './Form';
import { elderMode, isOnScreen } from '../../storybook/elderMode';
import { useForm, FormSubmitError } from './useForm';
import { Field } from '../Field/Field';
import { TextInput } from '../TextInput/TextInput';
import { Textarea } from '../Textarea/Textarea';
import { Select } from '../Select/Select';
import { RadioGroup } from '../RadioGroup/RadioGroup';
import { Checkbox } from '../Checkbox/Checkbox';
import { DateInput } from '../DateInput/DateInput';
import { FileUpload } from '../FileUpload/FileUpload';
import type { UploadedFile } from '../FileUpload/labels';
import { maxLength, optional, required, validateMobile, validateResidentId } from '../../validators/formats';

interface Complaint {
  subject: string;
  name: string;
  idNumber: string;
  mobile: string;
  district: string;
  date: string;
  content: string;
  files: UploadedFile[];
  agree: boolean;
}

const empty: Complaint = {
  subject: '',
  name: '',
  idNumber: '',
  mobile: '',
  district: '',
  date: '',
  content: '',
  files: [],
  agree: false,
};

const filled: Complaint = {
  subject: 'person',
  name: '张三',
  idNumber: '11010519491231002X',
  mobile: '13812345678',
  district: 'xicheng',
  date: '2024-03-08',
  content: '该企业在签订购房合同后未按约定时间交付房屋，多次协商无果，现提出信用投诉。',
  files: [],
  agree: true,
};

/** 信用投诉: the form a citizen fills in (spec §1 credit complaints). */
function ComplaintForm({ onSubmit, initialValues = empty, timeout }: { onSubmit: (values: Complaint) => unknown; initialValues?: Complaint; timeout?: number }) {
  const form = useForm<Complaint>({
    initialValues,
    timeout,
    onSubmit,
    validators: {
      subject: required('请选择投诉主体类型'),
      name: [required('请输入姓名'), maxLength(20)],
      idNumber: [required('请输入身份证号码'), validateResidentId],
      mobile: [required('请输入手机号码'), validateMobile],
      district: required('请选择所属区县'),
      date: optional((value: string) => value <= '2024-12-31' || '日期不能晚于2024年12月31日'),
      content: [required('请输入投诉内容'), maxLength(500)],
      agree: (value) => value === true || '请阅读并同意《信用投诉须知》',
    },
  });
  const { value: agree, ...agreeField } = form.register('agree');
  return (
    <Form form={form} aria-label="信用投诉" showReset>
      <Field label="投诉主体类型" group required error={form.errors.subject}>
        <RadioGroup
          {...form.register('subject')}
          options={[
            { value: 'enterprise', label: '企业法人' },
            { value: 'other', label: '其他法人' },
            { value: 'person', label: '自然人' },
          ]}
        />
      </Field>
      <Field label="姓名" required error={form.errors.name}>
        <TextInput {...form.register('name')} autoComplete="name" />
      </Field>
      <Field label="身份证号码" required error={form.errors.idNumber}>
        <TextInput {...form.register('idNumber')} maxLength={18} />
      </Field>
      <Field label="手机号码" required hint="用于接收受理结果" error={form.errors.mobile}>
        <TextInput {...form.register('mobile')} type="tel" inputMode="numeric" autoComplete="tel" />
      </Field>
      <Field label="所属区县" required error={form.errors.district}>
        <Select
          {...form.register('district')}
          options={[
            { value: 'dongcheng', label: '东城区' },
            { value: 'nancheng', label: '南城区' },
            { value: 'xicheng', label: '西城区' },
            { value: 'beicheng', label: '北城区' },
            { value: 'shanqian', label: '山前县' },
          ]}
        />
      </Field>
      <Field label="发生日期" error={form.errors.date}>
        <DateInput {...form.register('date')} min="2000-01-01" max="2024-12-31" />
      </Field>
      <Field label="投诉内容" required error={form.errors.content}>
        <Textarea {...form.register('content')} maxLength={500} />
      </Field>
      <Field label="证明材料" group error={form.errors.files}>
        <FileUpload {...form.register('files')} onUpload={async () => ({ id: 'upload-1' })} accept={['.pdf', '.jpg']} maxSize={10 * 1024 * 1024} maxFiles={3} />
      </Field>
      <Field error={form.errors.agree}>
        <Checkbox {...agreeField} checked={agree} label="我已阅读并同意《信用投诉须知》" />
      </Field>
    </Form>
  );
}

const meta = {
  title: '表单/Form 表单',
  component: ComplaintForm,
  args: { onSubmit: fn(async () => undefined) },
} satisfies Meta<typeof ComplaintForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

/** 提交 with nothing filled in: every message shows and focus goes to the first field. */
export const SubmittedEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('radio', { name: '企业法人' })).toHaveFocus();
    await expect(canvas.getByText('请输入身份证号码')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Submitted: Story = {
  args: { initialValues: filled },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('提交成功')).toBeVisible();
    await expect(args.onSubmit).toHaveBeenCalledWith(filled);
  },
};

/** The server refused two fields: its messages show beside them, the values stay. */
export const ServerFieldErrors: Story = {
  args: {
    initialValues: filled,
    onSubmit: fn(async () => {
      throw { mobile: '该手机号码已提交过投诉，请勿重复提交', idNumber: '身份证号码与姓名不一致' };
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('身份证号码与姓名不一致')).toBeVisible();
    await expect(canvas.getByLabelText(/身份证号码/)).toHaveFocus();
    await expect(canvas.getByLabelText(/手机号码/)).toHaveValue('13812345678');
  },
};

export const ServerGeneralError: Story = {
  args: {
    initialValues: filled,
    onSubmit: fn(async () => {
      throw new FormSubmitError('网络异常，请稍后重试');
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(await canvas.findByText('网络异常，请稍后重试')).toBeVisible();
    await expect(canvas.getByLabelText(/姓名/)).toHaveValue('张三');
  },
};

/** A submission that never answers: after the timeout the form says so and keeps the values. */
// A timeout of 1 s, not less: on a busy machine (four story projects at once) a shorter one ran out
// before the play function saw 正在提交….
export const TimedOut: Story = {
  args: { initialValues: filled, timeout: 1000, onSubmit: fn(() => new Promise(() => {})) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('button', { name: '正在提交…' })).toBeVisible();
    await expect(await canvas.findByText('提交超时，请稍后重试', {}, { timeout: 4000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '提交' })).toBeVisible();
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/** 关怀版: one column of 24 px labels, （必填） in words in place of *, the messages beside each field. */
export const SubmittedEmptyElderMode: Story = {
  name: '未填写提交（关怀版）',
  globals: { ...elderMode },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByRole('radio', { name: '企业法人' })).toHaveFocus();
    await expect(canvas.getByText('请输入身份证号码')).toBeVisible();
    await expect(canvas.getAllByText('（必填）').every(isOnScreen)).toBe(true);
  },
};
