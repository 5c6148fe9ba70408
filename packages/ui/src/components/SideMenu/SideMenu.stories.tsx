import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SideMenu, type SideMenuItem, type SideMenuStorage } from './SideMenu';

const freeTradeMore: SideMenuItem[] = [
  { id: 1, name: '新闻动态', href: '/free-trade-area/new' },
  { id: 2, name: '政策法规', href: '/free-trade-area-policy/law' },
  { id: 3, name: '扶持政策', href: '/free-trade-area-policy/support' },
  { id: 4, name: '信用公示', href: '/free-trade-area/publicity' },
];

/** Each story remembers the collapsed state in its own memory, not in the browser. */
const memoryStorage = (initial: Record<string, string> = {}): SideMenuStorage => {
  const values = new Map(Object.entries(initial));
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
};

const meta = {
  title: '组件/SideMenu 侧边菜单',
  component: SideMenu,
  args: {
    title: '自贸区',
    items: freeTradeMore,
    activeHref: '/free-trade-area-policy/law',
    onCollapsedChange: fn(),
  },
  // A fresh memory for every render of every story.
  render: (args) => <SideMenu {...args} storage={args.storage ?? memoryStorage()} />,
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 230 px wide (spec §9); in 关怀版, which reads in one column, as wide as what it stands above. */
export const Open: Story = {
  play: async ({ canvas, globals }) => {
    const nav = canvas.getByRole('navigation', { name: '自贸区' });
    if (globals.mode === 'care') await expect(nav.getBoundingClientRect().width).toBeGreaterThan(230);
    else await expect(nav.getBoundingClientRect().width).toBe(230);
    await expect(canvas.getByRole('link', { name: '政策法规' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: /栏目菜单/ })).toHaveAttribute('aria-expanded', 'true');
  },
};

export const CollapsedByVisitor: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: /栏目菜单/ }));
    await expect(canvas.getByRole('button', { name: /栏目菜单/ })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('link', { name: '政策法规' })).toBeNull();
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
  },
};

/** Collapsed on an earlier visit: it starts collapsed. */
export const RememberedCollapsed: Story = {
  args: { storage: memoryStorage({ 'credit-portal:side-menu:collapsed': '1' }) },
};

export const LongNames: Story = {
  args: {
    title: '医保信用评价',
    items: [
      { id: 1, name: '评分介绍', href: '/medical-insurance/score-introduction' },
      { id: 2, name: '评分方法', href: '/medical-insurance/score-method' },
      { id: 3, name: '定点医药机构信用评价结果公示及异议处理办法', href: '/medical-insurance/score-basis' },
      { id: 4, name: '评价等级', href: '/medical-insurance/score-level' },
      { id: 5, name: '评价对象', href: '/medical-insurance/selected-object' },
      { id: 6, name: '评价周期', href: '/medical-insurance/score-cycle' },
    ],
    activeHref: '/medical-insurance/score-basis',
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
