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
    await expect(canvas.getByText('企业')).toBeVisible();
  },
};

/** A label longer than a phone's line wraps inside its pill. */
export const LongOnPhone: Story = {
  args: { tone: 'neutral', children: '失信被执行人信息、严重失信主体名单信息及其他负面信用信息' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
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
