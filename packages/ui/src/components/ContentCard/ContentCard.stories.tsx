import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ContentCard } from './ContentCard';

const meta = {
  title: '组件/ContentCard 内容卡片',
  component: ContentCard,
  args: {
    title: '行政许可信息',
    href: '/credit-catalog-detail?id=101',
    organ: '示例市市场监督管理局',
    count: 128456,
    time: '2024-03-08 15:30:00',
  },
} satisfies Meta<typeof ContentCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '行政许可信息' })).toHaveAttribute('href', '/credit-catalog-detail?id=101');
    await expect(canvas.getByText('128,456')).toBeVisible();
    await expect(canvas.getByText('2024-03-08')).toBeVisible();
  },
};

export const LongChineseTitle: Story = {
  args: {
    title: '示例市2024年度守信激励对象名单及重点领域严重失信主体名单（第三批）信息归集与公示目录',
    organ: '示例市发展和改革委员会（示例市社会信用体系建设领导小组办公室）',
  },
};

export const OnlyTitle: Story = { args: { organ: undefined, count: undefined, time: undefined } };

/** A grid of cards as on the credit-catalogue page. */
export const Grid: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 16 }}>
      <ContentCard {...args} />
      <ContentCard {...args} title="行政处罚信息" organ="示例市生态环境局" count={3562} href="/credit-catalog-detail?id=102" />
      <ContentCard {...args} title="失信被执行人" organ="示例市中级人民法院" count={982} href="/credit-catalog-detail?id=103" />
    </div>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: Grid.render,
};
