import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressSteps } from './ProgressSteps';

const meta = {
  title: '布局 Layout/ProgressSteps 办理进度',
  component: ProgressSteps,
  args: {
    'aria-label': '办理进度',
    steps: [
      { label: '已提交', done: true },
      { label: '已受理', done: true },
      { label: '已办结', done: false },
    ],
  },
} satisfies Meta<typeof ProgressSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two steps reached of three, each said in words. */
export const InProgress: Story = {
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual(['已提交（已完成）', '已受理（已完成）', '已办结（未完成）']);
  },
};

/** Every step reached, on a phone. */
export const DoneOnPhone: Story = {
  args: { steps: [{ label: '已提交', done: true }, { label: '已受理', done: true }, { label: '已办结', done: true }] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
