import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Skeleton, skeletonVariants } from './Skeleton';

const meta = {
  title: '组件/Skeleton 加载占位',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载…');
  },
};

export const Cards: Story = { args: { variant: 'card' } };

export const Table: Story = { args: { variant: 'table', count: 6, columns: 5 } };
