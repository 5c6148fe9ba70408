import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NewStyleFooter } from './NewStyleFooter';

const meta = {
  title: '组件/NewStyleFooter 新版页脚',
  component: NewStyleFooter,
  parameters: { layout: 'fullscreen' },
  args: {
    organiser: '示例市发展和改革委员会',
    undertaker: '示例市公共信用信息中心',
    phone: '0594-2288 0000',
    icp: { number: '闽ICP备12345678号-1', href: 'https://beian.miit.gov.cn/' },
    extraLines: ['版权所有 © 信用示例'],
  },
} satisfies Meta<typeof NewStyleFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '0594-2288 0000' })).toHaveAttribute('href', 'tel:059422880000');
  },
};

export const OrganiserOnly: Story = {
  args: { undertaker: undefined, phone: undefined, icp: undefined, extraLines: [] },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
