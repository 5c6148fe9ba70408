import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Figures, figuresLooks } from './Figures';

const meta = {
  title: '布局 Layout/Figures 数据',
  component: Figures,
  args: {
    look: 'outline',
    'aria-label': '受理情况',
    items: [
      { label: '累计受理', value: '12,806' },
      { label: '已办结', value: '12,511' },
      { label: '办结率', value: '97.7%' },
    ],
  },
  argTypes: { look: { control: 'inline-radio', options: figuresLooks } },
} satisfies Meta<typeof Figures>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Counts as cards, each label read before its number. */
export const Outline: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term').map((term) => term.textContent)).toEqual(['累计受理', '已办结', '办结率']);
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('12,806');
  },
};

/** A platform's totals on the brand's tint. */
export const Soft: Story = { args: { look: 'soft' } };

/** One figure per row on a phone, nothing wider than the screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
