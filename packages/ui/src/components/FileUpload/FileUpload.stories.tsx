import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { FileUpload, type UploadHandler } from './FileUpload';
import { Field } from '../Field/Field';

const pdf = (name: string, kb: number) => new File([new Uint8Array(kb * 1024)], name, { type: 'application/pdf' });

/** Reports 45% and then waits, so the story shows a file mid-upload. */
const stalledUpload: UploadHandler = (_file, onProgress) => {
  onProgress(45);
  return new Promise(() => {});
};

const failingUpload: UploadHandler = async (_file, onProgress) => {
  onProgress(80);
  throw new Error('网络异常，请稍后重试');
};

const meta = {
  title: '表单/FileUpload 文件上传',
  component: FileUpload,
  args: {
    onUpload: fn(async () => ({ id: 'f-1' })),
    onChange: fn(),
    accept: ['.pdf', '.jpg', '.png'],
    maxSize: 10 * 1024 * 1024,
    maxFiles: 3,
    name: 'licence',
  },
  render: (args) => (
    <Field label="营业执照扫描件" required group hint="请上传加盖公章的营业执照副本">
      <FileUpload {...args} />
    </Field>
  ),
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Uploaded: Story = {
  args: {
    defaultValue: [
      { id: 'f-1', name: '营业执照副本.pdf', size: 1_258_291 },
      { id: 'f-2', name: '法定代表人身份证.jpg', size: 356_004 },
    ],
  },
};

export const Uploading: Story = {
  args: { onUpload: fn(stalledUpload) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('选择要上传的文件'), pdf('信用修复申请表.pdf', 120));
    await expect(await canvas.findByRole('progressbar', { name: '信用修复申请表.pdf 上传进度' })).toHaveAttribute('value', '45');
  },
};

export const UploadFailed: Story = {
  args: { onUpload: fn(failingUpload) },
  play: async ({ canvas }) => {
    await userEvent.upload(canvas.getByLabelText('选择要上传的文件'), pdf('信用承诺书.pdf', 60));
    await expect(await canvas.findByText('上传失败')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /重新上传/ })).toBeVisible();
  },
};

export const UploadSucceeds: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.upload(canvas.getByLabelText('选择要上传的文件'), pdf('信用承诺书.pdf', 60));
    await waitFor(() => expect(args.onChange).toHaveBeenCalledWith([{ id: 'f-1', name: '信用承诺书.pdf', size: 61_440 }]));
    await expect(canvas.getByRole('status')).toHaveTextContent('信用承诺书.pdf 上传完成');
  },
};

export const WrongTypeAndTooLarge: Story = {
  args: { maxSize: 100 * 1024 },
  play: async ({ canvas }) => {
    const exe = new File(['MZ'], '安装程序.exe', { type: 'application/x-msdownload' });
    // applyAccept off: hand over files the chooser itself would not offer.
    await userEvent.setup({ applyAccept: false }).upload(canvas.getByLabelText('选择要上传的文件'), [exe, pdf('扫描件.pdf', 300)]);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('“安装程序.exe”的格式不支持，请上传 .pdf、.jpg、.png 格式的文件');
    await expect(alert).toHaveTextContent('“扫描件.pdf”超过 100 KB，请压缩后重新上传');
  },
};

export const Full: Story = {
  args: {
    maxFiles: 1,
    defaultValue: [{ id: 'f-1', name: '营业执照副本.pdf', size: 1_258_291 }],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /选择文件/ })).toBeDisabled();
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="营业执照扫描件" required group error="请上传营业执照扫描件">
      <FileUpload {...args} />
    </Field>
  ),
};
