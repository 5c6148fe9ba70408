import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Stack, stackAlignments } from './Stack';
import { spaceNames, sprinkles as atoms } from './sprinkles.css';
import { Placeholder } from './storyParts';

const meta = {
  title: '布局 Layout/Stack 堆叠',
  component: Stack,
  args: { space: 'md', align: 'stretch', as: 'div' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    align: { control: 'inline-radio', options: stackAlignments },
    as: { control: 'inline-radio', options: ['div', 'section', 'ul', 'ol'] },
  },
  render: (args) => (
    <Stack {...args}>
      <Placeholder>基本信息</Placeholder>
      <Placeholder>行政许可信息</Placeholder>
      <Placeholder>行政处罚信息</Placeholder>
    </Stack>
  ),
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Basic: Story = {};

/** As a list: each child becomes a list item, read as "列表，3 项". */
export const AsList: Story = {
  args: { as: 'ul', space: 'sm', 'aria-label': '办理材料' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '办理材料' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Each alignment across the width. */
export const Alignments: Story = {
  render: () => (
    <Stack space="lg">
      {stackAlignments.map((align) => (
        <Stack key={align} space="xs" align={align}>
          <Placeholder>{`align="${align}"`}</Placeholder>
          <Placeholder>第二项</Placeholder>
        </Stack>
      ))}
    </Stack>
  ),
};

/** A tighter gap on a phone, a wider one from md (768 px) up. */
export const ResponsiveSpace: Story = { args: { space: { base: 'xs', md: 'xl' } } };

/** A thin rule between the items, with the gap on both sides of it (a board of messages). */
export const WithDividers: Story = {
  args: { as: 'ul', space: 'sm', dividers: true, 'aria-label': '互动回复' },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(getComputedStyle(first!).borderTopStyle).toBe('none');
    await expect(getComputedStyle(second!).borderTopStyle).toBe('solid');
  },
};

/** Atomic classes on an element that is not a Box: a field filling its row, another as wide as its content, a note across a grid. */
export const AtomsOnOtherElements: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <div className={atoms({ display: 'flex', flexWrap: 'wrap', gap: 'sm', alignItems: 'end' })}>
        <label className={atoms({ flex: 'fill' })}>
          关键词 <input style={{ width: '100%' }} />
        </label>
        <button type="button" className={atoms({ flex: 'content' })}>
          查询
        </button>
      </div>
      <div className={atoms({ display: 'grid', gridTemplateColumns: 2, gap: 'sm' })}>
        <Placeholder>姓名</Placeholder>
        <Placeholder>电话</Placeholder>
        <div className={atoms({ gridColumn: 'full' })}>
          <Placeholder>留言内容（占满一行）</Placeholder>
        </div>
      </div>
    </div>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await expect(input.getBoundingClientRect().width).toBeGreaterThan(canvas.getByRole('button', { name: '查询' }).getBoundingClientRect().width);
  },
};
