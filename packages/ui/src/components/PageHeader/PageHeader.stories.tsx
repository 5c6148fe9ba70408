import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageHeader } from './PageHeader';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';

const meta = {
  title: '组件/PageHeader 页面标题',
  component: PageHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '信用动态',
    englishTitle: 'Credit Dynamics',
    breadcrumb: (
      <Breadcrumb
        items={[
          { title: '首页', href: '/home' },
          { title: '信用动态' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithBreadcrumb: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '信用动态' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '当前位置' })).toBeVisible();
  },
};

export const TitleOnly: Story = { args: { englishTitle: undefined, breadcrumb: undefined } };

export const LongTitle: Story = {
  args: {
    title: '双公示（行政许可、行政处罚）信息目录及统计分析',
    englishTitle: 'Administrative Licensing and Penalty Publicity',
    breadcrumb: (
      <Breadcrumb
        items={[
          { title: '首页', href: '/home' },
          { title: '双公示', href: '/double-publicity-catalog' },
          { title: '双公示（行政许可、行政处罚）信息目录及统计分析' },
        ]}
      />
    ),
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: LongTitle.args,
};
