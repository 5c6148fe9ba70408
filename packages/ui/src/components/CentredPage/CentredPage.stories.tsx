import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { CentredPage, CentredPanel } from './CentredPage';
import { Heading, Text } from '../Text/Text';
import { ButtonLink } from '../Button/ButtonLink';
import { Button } from '../Button/Button';

const meta = {
  title: '布局 Layout/CentredPage 独立页面',
  component: CentredPage,
  args: { as: 'div', code: '404' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <CentredPage {...args}>
      <Heading level={1} size="xl">
        页面不存在
      </Heading>
      <Text tone="muted">您访问的页面不存在或已被移除，请检查网址是否正确。</Text>
      <ButtonLink variant="primary" href="/home">
        返回首页
      </ButtonLink>
    </CentredPage>
  ),
} satisfies Meta<typeof CentredPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A status page: its code large (not read), the title, what happened and the way on. */
export const StatusPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '页面不存在' })).toBeVisible();
    await expect(canvas.getByText('404')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** A sign-in page: the site's name above a raised panel, its text at its start. */
export const SignInPanel: Story = {
  args: { code: undefined, space: 'lg', textAlign: 'start' },
  render: (args) => (
    <CentredPage {...args}>
      <Text weight="bold" tone="brand">
        信用中国（示例市）
      </Text>
      <CentredPanel>
        <Heading level={1} size="xl">
          用户登录
        </Heading>
        <Text tone="muted" size="sm">
          登录已过期，请重新登录。
        </Text>
        <Button variant="primary">统一身份认证登录</Button>
      </CentredPanel>
    </CentredPage>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '用户登录' })).toBeVisible();
  },
};

/** Nothing wider than a phone's screen. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
