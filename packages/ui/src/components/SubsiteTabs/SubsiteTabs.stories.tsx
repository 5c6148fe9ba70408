import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SubsiteTabs, subsiteTabsVariants, type SubsiteTab } from './SubsiteTabs';

/** Spec §9 sub-site tabs. */
const freeTradeArea: SubsiteTab[] = [
  { label: '新闻动态', value: 'news', href: '/free-trade-area/new' },
  { label: '政策法规', value: 'law', href: '/free-trade-area-policy/law' },
  { label: '扶持政策', value: 'support', href: '/free-trade-area-policy/support' },
  { label: '信用公示', value: 'publicity', href: '/free-trade-area/publicity' },
];

const farming: SubsiteTab[] = [
  { label: '首页', value: 'home', href: '/farming' },
  { label: '新闻资讯', value: 'news', href: '/farming-information-journalism' },
  { label: '通知公告', value: 'announcement', href: '/farming-information-announcement' },
  { label: '政策法规', value: 'policy', href: '/farming-information-policy' },
  { label: '金融产品', value: 'products', href: '/farming-financial-supermarket' },
  { label: '信息公示', value: 'public', href: '/farming-public-information' },
  { label: '融资对接', value: 'docking', href: '/farming-financing-docking' },
];

const meta = {
  title: '组件/SubsiteTabs 子站栏目',
  component: SubsiteTabs,
  parameters: { layout: 'fullscreen' },
  args: { tabs: freeTradeArea, activeValue: 'law', label: '自贸区栏目' },
  argTypes: { variant: { control: 'inline-radio', options: subsiteTabsVariants } },
} satisfies Meta<typeof SubsiteTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FreeTradeArea: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('tablist')).toBeNull();
  },
};

export const FarmingFilled: Story = {
  args: { tabs: farming, activeValue: 'home', variant: 'filled', label: '农业金融栏目' },
};

export const NoneActive: Story = { args: { activeValue: undefined } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { tabs: farming, activeValue: 'products', variant: 'filled', label: '农业金融栏目' },
};
