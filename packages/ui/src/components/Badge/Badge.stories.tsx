import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge, badgeTones } from './Badge';

const meta = {
  title: '布局 Layout/Badge 标签',
  component: Badge,
  args: { tone: 'soft', children: '企业' },
  argTypes: { tone: { control: 'inline-radio', options: badgeTones } },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A subject's type beside its name. */
export const Soft: Story = {
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByText('企业')).whiteSpace).toBe('nowrap');
  },
};

/** Every tone, as the pages use them. */
export const AllTones: Story = {
  render: () => (
    <p style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0 }}>
      {badgeTones.map((tone) => (
        <Badge key={tone} tone={tone}>
          {{ soft: '已办结', solid: '未读', outline: '投诉', neutral: '待处理' }[tone]}
        </Badge>
      ))}
    </p>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未读')).toBeVisible();
  },
};
