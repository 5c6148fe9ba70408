import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Column, Columns, columnWidths, columnsVerticalAlignments } from './Columns';
import { spaceNames } from './sprinkles.css';
import { Placeholder } from './storyParts';

const meta = {
  title: '布局 Layout/Columns 分栏',
  component: Columns,
  args: { space: 'lg', alignY: 'stretch' },
  argTypes: {
    space: { control: 'select', options: spaceNames },
    alignY: { control: 'inline-radio', options: columnsVerticalAlignments },
    collapseBelow: { control: 'inline-radio', options: [undefined, 'sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Columns {...args}>
      <Column width="1/4">
        <Placeholder>侧边菜单（1/4）</Placeholder>
      </Column>
      <Column>
        <Placeholder tall>正文（其余宽度）</Placeholder>
      </Column>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A side menu beside the content. */
export const SideMenuAndContent: Story = {};

/** Every width a column can take: fill, its content's, and the fractions of the row. */
export const Widths: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {columnWidths
        .filter((width) => width !== 'fill')
        .map((width) => (
          <Columns key={width} {...args}>
            <Column width={width}>
              <Placeholder>{`width="${width}"`}</Placeholder>
            </Column>
            <Column>
              <Placeholder>fill</Placeholder>
            </Column>
          </Columns>
        ))}
      <Columns {...args}>
        <Column width="1/3">
          <Placeholder>1/3</Placeholder>
        </Column>
        <Column width="2/3">
          <Placeholder>2/3</Placeholder>
        </Column>
      </Columns>
      <Columns {...args}>
        <Column>
          <Placeholder>fill</Placeholder>
        </Column>
        <Column>
          <Placeholder>fill</Placeholder>
        </Column>
        <Column>
          <Placeholder>fill</Placeholder>
        </Column>
      </Columns>
    </div>
  ),
};

/** Columns of different heights, aligned across the row. */
export const VerticalAlignments: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {columnsVerticalAlignments.map((alignY) => (
        <Columns key={alignY} space="md" alignY={alignY}>
          <Column width="1/3">
            <Placeholder>{`alignY="${alignY}"`}</Placeholder>
          </Column>
          <Column>
            <Placeholder tall>较高的一栏</Placeholder>
          </Column>
        </Columns>
      ))}
    </div>
  ),
};

/** Below md (768 px) the columns stand one above the other, as wide as the page (the phone viewport here). */
export const CollapsedOnPhone: Story = {
  args: { collapseBelow: 'md' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = canvas.getByText('侧边菜单（1/4）').getBoundingClientRect();
    const content = canvas.getByText('正文（其余宽度）').getBoundingClientRect();
    await expect(content.top).toBeGreaterThan(menu.bottom);
    await expect(Math.round(content.width)).toBe(Math.round(menu.width));
  },
};
