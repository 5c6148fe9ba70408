import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Tiles, tileMinWidths } from './Tiles';
import { spaceNames } from './sprinkles.css';
import { Placeholder } from './storyParts';

const services = ['信用查询', '信用报告', '信用修复', '异议申诉', '信用承诺', '信用投诉', '信易贷', '双公示'];

const meta = {
  title: '布局 Layout/Tiles 平铺',
  component: Tiles,
  args: { space: 'md', columns: { base: 1, sm: 2, lg: 4 }, as: 'ul', 'aria-label': '信用服务' },
  argTypes: { space: { control: 'select', options: spaceNames }, as: { control: 'inline-radio', options: ['div', 'section', 'ul', 'ol'] } },
  render: (args) => (
    <Tiles {...args}>
      {services.map((name) => (
        <Placeholder key={name} tall>
          {name}
        </Placeholder>
      ))}
    </Tiles>
  ),
} satisfies Meta<typeof Tiles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One per row on a phone, two from sm (601 px), four from lg (1024 px): a list of 8 services. */
export const ResponsiveColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

/** Each fixed count of columns. */
export const FixedColumns: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {([1, 2, 3, 4] as const).map((columns) => (
        <Tiles key={columns} space="sm" columns={columns}>
          {services.slice(0, 4).map((name) => (
            <Placeholder key={name}>{`${columns} 列：${name}`}</Placeholder>
          ))}
        </Tiles>
      ))}
    </div>
  ),
};

/** As many as fit at least sm 10em, md 15em, lg 20em wide: larger words (关怀版) make fewer, wider tiles. */
export const MinimumWidths: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {tileMinWidths.map((minWidth) => (
        <Tiles key={minWidth} space="sm" minWidth={minWidth}>
          {services.map((name) => (
            <Placeholder key={name}>{`${minWidth}：${name}`}</Placeholder>
          ))}
        </Tiles>
      ))}
    </div>
  ),
};
