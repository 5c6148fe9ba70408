import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Breadcrumb } from './Breadcrumb';

const meta = {
  title: '组件/Breadcrumb 当前位置',
  component: Breadcrumb,
  args: {
    items: [
      { title: '首页', href: '/home' },
      { title: '信用动态', href: '/credit-dynamics' },
      { title: '示例市召开2024年社会信用体系建设工作推进会' },
    ],
  },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ThreeLevels: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '当前位置' });
    await expect(nav).toHaveTextContent('当前位置：');
    await expect(canvas.getByText('示例市召开2024年社会信用体系建设工作推进会')).toHaveAttribute('aria-current', 'page');
  },
};

export const HomeOnly: Story = { args: { items: [{ title: '首页', href: '/home' }] } };

/** A level without its own page (a column heading) shows as text. */
export const LevelWithoutPage: Story = {
  args: {
    items: [
      { title: '首页', href: '/home' },
      { title: '信用服务' },
      { title: '异议申诉', href: '/service-objection-representation' },
      { title: '企业法人异议申诉' },
    ],
  },
};

export const LongTitles: Story = {
  args: {
    items: [
      { title: '首页', href: '/home' },
      { title: '双公示（行政许可、行政处罚）', href: '/double-publicity-catalog' },
      { title: '行政处罚', href: '/double-publicity-info' },
      { title: '关于示例市某某建设工程有限公司未按规定办理施工许可擅自施工的行政处罚决定书（示建罚字〔2024〕第0012号）' },
    ],
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: LongTitles.args,
};
