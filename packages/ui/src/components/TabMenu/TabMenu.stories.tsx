import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { TabMenu } from './TabMenu';
import { excludedTab, externalTab, firstTabs } from '../../storybook/fixtures';

const meta = {
  title: '组件/TabMenu 导航栏',
  component: TabMenu,
  parameters: { layout: 'fullscreen' },
  args: { tabs: firstTabs(7), activeHref: '/home' },
} satisfies Meta<typeof TabMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowSizes = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll('ul')).map((ul) => ul.children.length);

export const FiveTabs: Story = {
  args: { tabs: firstTabs(5) },
  play: async ({ canvasElement }) => expect(rowSizes(canvasElement)).toEqual([5]),
};

export const SevenTabs: Story = {
  play: async ({ canvasElement }) => expect(rowSizes(canvasElement)).toEqual([7]),
};

export const FourteenTabs: Story = {
  args: { tabs: firstTabs(14) },
  play: async ({ canvasElement }) => expect(rowSizes(canvasElement)).toEqual([7, 7]),
};

/** More than 14: the first row holds half, rounded up. */
export const FifteenTabs: Story = {
  args: { tabs: firstTabs(15) },
  play: async ({ canvasElement }) => expect(rowSizes(canvasElement)).toEqual([8, 7]),
};

export const TwentyTabs: Story = {
  args: { tabs: firstTabs(20) },
  play: async ({ canvasElement }) => expect(rowSizes(canvasElement)).toEqual([10, 10]),
};

export const ActiveTab: Story = {
  args: { tabs: firstTabs(7), activeHref: '/red-black-publicity' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '红黑名单' })).toHaveAttribute('aria-current', 'page');
  },
};

/** An external tab (type 1) opens in a new tab; an excluded one (type 2) is not shown. */
export const ExternalTab: Story = {
  args: { tabs: [...firstTabs(6), externalTab, excludedTab] },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /信用中国/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.queryByRole('link', { name: '内部管理' })).toBeNull();
  },
};

/** With `onExternalLink` the app confirms before leaving (您即将离开本站). */
export const ExternalTabConfirmed: Story = {
  args: { tabs: [...firstTabs(6), externalTab], onExternalLink: fn() },
};

export const PhoneWithTwentyTabs: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { tabs: firstTabs(20) },
};
