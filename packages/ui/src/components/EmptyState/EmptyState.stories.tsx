import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = {
  title: '组件/EmptyState 空状态',
  component: EmptyState,
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const NoSearchResults: Story = {
  args: {
    title: '未找到相关企业',
    description: '请核对企业名称或统一社会信用代码后重新搜索，也可以尝试全文检索。',
    children: <a href="/full-text-retrieval">前往全文检索</a>,
  },
};

export const WithoutIcon: Story = { args: { hideIcon: true, title: '暂无附件' } };
