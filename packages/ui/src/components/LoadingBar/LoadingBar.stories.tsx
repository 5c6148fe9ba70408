import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { LoadingBar } from './LoadingBar';

const meta = {
  title: '组件/LoadingBar 加载进度',
  component: LoadingBar,
  args: { active: true },
} satisfies Meta<typeof LoadingBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The next page's data is on its way: the bar runs across the top and 正在加载… is announced. */
export const Loading: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载…');
  },
};

/** Nothing loading: no bar, and an empty live region ready for the next announcement. */
export const Idle: Story = {
  args: { active: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.queryByTestId('loading-bar')).toBeNull();
  },
};

export const CustomLabel: Story = { args: { label: '正在检索…' } };
