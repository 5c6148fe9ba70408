import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Box, boxElements } from './Box';
import { spaceNames } from './sprinkles.css';
import { Placeholder } from './storyParts';
import { sharedTokens } from '../theme/tokens';

const meta = {
  title: '布局 Layout/Box 盒子',
  component: Box,
  args: { as: 'section', 'aria-label': '示例区块', padding: 'lg', display: 'flex', gap: 'md', alignItems: 'center', justifyContent: 'start' },
  argTypes: {
    as: { control: 'select', options: boxElements },
    padding: { control: 'select', options: spaceNames },
    gap: { control: 'select', options: spaceNames },
    display: { control: 'inline-radio', options: ['none', 'block', 'flex', 'grid'] },
    alignItems: { control: 'inline-radio', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justifyContent: { control: 'inline-radio', options: ['start', 'center', 'end', 'between'] },
  },
  render: (args) => (
    <Box {...args}>
      <Placeholder>统一社会信用代码</Placeholder>
      <Placeholder tall>91350304MA2Y3K8L0X</Placeholder>
    </Box>
  ),
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The element chosen for its meaning (a section named 示例区块), the theme's spacing inside and between. */
export const Basic: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: '示例区块' });
    await expect(region.tagName).toBe('SECTION');
    await expect(getComputedStyle(region).gap).toBe(sharedTokens.space.md);
  },
};

/** Every step of the spacing scale, as gaps: none, xxs 2, xs 4, sm 8, md 12, lg 16, xl 24, xxl 32 px. */
export const SpacingScale: Story = {
  render: () => (
    <Box display="grid" gap="md">
      {spaceNames.map((space) => (
        <Box key={space} display="flex" gap={space} alignItems="center">
          <Placeholder>{space}</Placeholder>
          <Placeholder>{space === 'none' ? '0' : sharedTokens.space[space]}</Placeholder>
        </Box>
      ))}
    </Box>
  ),
};

/** Responsive: a column on a phone, a row from md (768 px), spread apart from lg (1024 px); try the viewport toolbar. */
export const Responsive: Story = {
  render: () => (
    <Box display="flex" flexDirection={{ base: 'column', md: 'row' }} gap={{ base: 'sm', lg: 'xl' }} justifyContent="between">
      <Placeholder>手机：上下排列</Placeholder>
      <Placeholder>平板（768 px 起）：左右排列</Placeholder>
      <Placeholder>桌面（1024 px 起）：间距加大</Placeholder>
    </Box>
  ),
};

/** Hidden on a phone, shown from md up (the phone viewport here: nothing of it is drawn or read). */
export const HiddenOnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: () => (
    <Box display="grid" gap="sm">
      <Placeholder>始终显示</Placeholder>
      <Box display={{ base: 'none', md: 'block' }}>
        <Placeholder>平板及以上显示</Placeholder>
      </Box>
    </Box>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('平板及以上显示')).not.toBeVisible();
  },
};
