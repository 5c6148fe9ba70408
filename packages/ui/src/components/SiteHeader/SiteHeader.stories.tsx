import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SiteHeader } from './SiteHeader';
import { SearchBar } from '../SearchBar/SearchBar';
import { sampleLogo } from '../../storybook/fixtures';
import { elderMode } from '../../storybook/elderMode';

const meta = {
  title: '组件/SiteHeader 页头',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    portalName: '信用莆田',
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
  args: { user: { name: '莆田市信用科技有限公司' } },
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
    user: { name: '莆田市信用科技有限公司' },
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
