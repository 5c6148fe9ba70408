import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ErrorState } from './ErrorState';

const meta = {
  title: '组件/ErrorState 错误状态',
  component: ErrorState,
  args: { message: '网络异常，请稍后重试', onRetry: fn() },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NetworkError: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const NoPermission: Story = { args: { message: '您没有权限执行此操作，请联系管理员', onRetry: undefined } };

export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '正在重试…' })).toBeDisabled();
  },
};

/** No message from the server: the catalogue's fallback 系统错误. */
export const Fallback: Story = { args: { message: undefined } };
