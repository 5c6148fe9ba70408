import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { SearchBar } from '../SearchBar/SearchBar';
import { TabMenu } from '../TabMenu/TabMenu';
import { CompactHeaderProvider, CompactPanel } from '../CompactHeader/CompactHeader';
import { firstTabs, sampleLogo } from '../../storybook/fixtures';
import { elderMode } from '../../storybook/elderMode';

const meta = {
  title: '组件/SiteHeader 页头',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    portalName: '信用示例',
    logoSrc: sampleLogo,
    registerHref: '/register',
    loginHref: '/login',
    onLogout: fn(),
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '注册' })).toHaveAttribute('href', '/register');
    await expect(canvas.getByRole('link', { name: '登录' })).toHaveAttribute('href', '/login');
  },
};

/** Register and login handled by the app (e.g. redirecting to the single sign-on). */
export const AnonymousWithCallbacks: Story = {
  args: { registerHref: undefined, loginHref: undefined, onRegister: fn(), onLogin: fn() },
};

export const LoggedIn: Story = {
  args: { user: { name: '示例市信用科技有限公司' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /个人中心/ })).toHaveAttribute('href', '/user');
    await expect(canvas.getByRole('button', { name: '退出登录' })).toBeVisible();
  },
};

/** The header variant of the search bar, in the header's search slot. */
export const WithHeaderSearch: Story = {
  args: {
    user: { name: '张三' },
    search: <SearchBar variant="header" requestCaptcha={async () => true} onSearch={() => {}} />,
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('请输入搜索关键词');
  },
};

export const WithoutLogo: Story = { args: { logoSrc: undefined } };

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { user: { name: '张三' } },
};

/** 关怀版: 24 px words, controls of 52 px, the search under the header's name. */
export const LoggedInElderMode: Story = {
  name: '已登录（关怀版）',
  globals: { ...elderMode },
  args: {
    user: { name: '示例市信用科技有限公司' },
    search: <SearchBar variant="header" requestCaptcha={async () => true} onSearch={() => {}} />,
  },
  play: async ({ canvas }) => {
    await expect(parseFloat(getComputedStyle(canvas.getByRole('button', { name: '退出登录' })).fontSize)).toBeGreaterThanOrEqual(24);
    await expect(canvas.getByRole('button', { name: '搜索' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const PhoneElderMode: Story = {
  name: '手机（关怀版）',
  globals: { ...elderMode, viewport: { value: 'phone', isRotated: false } },
  args: { user: { name: '张三' } },
};

/**
 * The compact header of a phone, inside a CompactHeaderProvider: the name's row with 菜单 and 搜索; the
 * site links, the account and the main menu are behind 菜单, the search band behind 搜索.
 */
const compactHeader: Story['decorators'] = [
  (Story) => (
    <CompactHeaderProvider slots={{ menu: ['account', 'nav'], search: ['band'] }}>
      <Story />
      <CompactPanel part="search" slot="band">
        <SearchBar requestCaptcha={async () => true} onSearch={() => {}} />
      </CompactPanel>
      <CompactPanel part="menu" slot="nav">
        <TabMenu tabs={firstTabs(14)} activeHref="/home" />
      </CompactPanel>
    </CompactHeaderProvider>
  ),
];

export const PhoneCompact: Story = {
  name: '手机：折叠的页头',
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: compactHeader,
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: '菜单' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('navigation', { name: '主导航' })).toBeNull();
    await userEvent.click(menuButton);
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const PhoneCompactMenuOpen: Story = {
  name: '手机：打开菜单',
  globals: { viewport: { value: 'phone', isRotated: false } },
  decorators: compactHeader,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    await expect(canvas.getByRole('link', { name: '登录' })).toBeVisible();
  },
};

export const PhoneCompactSearchOpenElderMode: Story = {
  name: '手机：打开搜索（关怀版）',
  globals: { ...elderMode, viewport: { value: 'phone', isRotated: false } },
  decorators: compactHeader,
  play: async ({ canvas }) => {
    const searchButton = canvas.getByRole('button', { name: /^搜索/ });
    await userEvent.click(searchButton);
    await expect(searchButton).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('search')).toBeVisible();
  },
};
