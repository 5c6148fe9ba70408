import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Inline, inlineAlignments, inlineVerticalAlignments } from './Inline';
import { spaceNames } from './sprinkles.css';
import { Placeholder } from './storyParts';
import { Button } from '../components/Button/Button';

const meta = {
  title: '布局 Layout/Inline 行内排列',
  component: Inline,
  args: { space: 'sm', align: 'start', alignY: 'center' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: inlineAlignments },
    alignY: { control: 'inline-radio', options: inlineVerticalAlignments },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Inline {...args}>
      <Placeholder>行政许可</Placeholder>
      <Placeholder tall>行政处罚</Placeholder>
      <Placeholder>守信激励</Placeholder>
      <Placeholder>失信惩戒</Placeholder>
    </Inline>
  ),
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

/** A form's actions at its end: 取消 and 提交. */
export const FormActions: Story = {
  args: { align: 'end' },
  render: (args) => (
    <Inline {...args}>
      <Button>取消</Button>
      <Button variant="primary">提交</Button>
    </Inline>
  ),
};

/** Every alignment along the row. */
export const Alignments: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineAlignments.map((align) => (
        <Inline key={align} space="sm" align={align}>
          <Placeholder>{`align="${align}"`}</Placeholder>
          <Placeholder>第二项</Placeholder>
        </Inline>
      ))}
    </div>
  ),
};

/** Every alignment across the row (the middle item is taller). */
export const VerticalAlignments: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineVerticalAlignments.map((alignY) => (
        <Inline key={alignY} space="sm" alignY={alignY}>
          <Placeholder>{`alignY="${alignY}"`}</Placeholder>
          <Placeholder tall>较高的一项</Placeholder>
          <Placeholder>第三项</Placeholder>
        </Inline>
      ))}
    </div>
  ),
};

/** One per line below md (768 px) (the phone viewport here), side by side from it. */
export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'md' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const first = canvas.getByText('行政许可').getBoundingClientRect();
    const second = canvas.getByText('行政处罚').getBoundingClientRect();
    await expect(second.top).toBeGreaterThan(first.top);
  },
};

/** As a list of tags: each child a list item. */
export const AsList: Story = {
  args: { as: 'ul', 'aria-label': '信用类别' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(4);
  },
};
