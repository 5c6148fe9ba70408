import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { ToastProvider, useToast, type ToastKind } from './Toast';
import { dialogButton } from '../Dialog/Dialog';

const samples: Record<ToastKind, string> = {
  success: '您的信用承诺已提交成功，我们将在3个工作日内完成审核。',
  info: '信用报告正在生成，请稍候下载。',
  error: '网络异常，请稍后重试',
};

function ToastButtons({ message }: { message?: string }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <button type="button" className={dialogButton({ variant: 'primary' })} onClick={() => toast.success(message ?? samples.success)}>
        提交承诺
      </button>
      <button type="button" className={dialogButton({ variant: 'secondary' })} onClick={() => toast.info(message ?? samples.info)}>
        生成报告
      </button>
      <button type="button" className={dialogButton({ variant: 'secondary' })} onClick={() => toast.error(message ?? samples.error)}>
        模拟网络异常
      </button>
    </div>
  );
}

function ToastDemo({ message, durationMs }: { message?: string; durationMs?: number }) {
  return (
    <ToastProvider durationMs={durationMs}>
      <ToastButtons message={message} />
    </ToastProvider>
  );
}

const meta = {
  title: '组件/Toast 消息提示',
  component: ToastDemo,
  // Long enough to look at; the timings are covered by Toast.test.tsx.
  args: { durationMs: 60_000 },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Success: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交承诺' }));
    await expect(screen.getByRole('status')).toHaveTextContent(samples.success);
  },
};

export const Info: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '生成报告' }));
    await expect(screen.getByRole('status')).toHaveTextContent(samples.info);
  },
};

export const ErrorMessage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '模拟网络异常' }));
    await expect(screen.getByRole('alert')).toHaveTextContent(samples.error);
  },
};

export const Several: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交承诺' }));
    await userEvent.click(canvas.getByRole('button', { name: '模拟网络异常' }));
    await userEvent.click(canvas.getByRole('button', { name: '生成报告' }));
    await expect(screen.getAllByRole('button', { name: '关闭通知' })).toHaveLength(3);
  },
};

export const LongMessage: Story = {
  args: {
    message:
      '您提交的示例市某某建设工程有限公司（统一社会信用代码91350300MA2XXXXX0X）行政处罚信用修复申请已受理，请保持联系电话畅通，并按要求补充提交整改报告、履行完毕证明等材料。',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交承诺' }));
    await expect(screen.getByRole('status')).toHaveTextContent('信用修复申请已受理');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Several.play,
};
