import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SubsiteHeader } from './SubsiteHeader';
import { SubsiteTabs } from '../SubsiteTabs/SubsiteTabs';
import { Breadcrumb } from '../Breadcrumb/Breadcrumb';
import { advertImage } from '../AdvertFloat/advertFixtures';

const farmingBanner = { src: advertImage('农业金融　助农兴村', '#b71c1c', 1200, 200), alt: '农业金融服务平台：金融助农，信用兴村' };

const meta = {
  title: '组件/SubsiteHeader 子站页头',
  component: SubsiteHeader,
  parameters: { layout: 'fullscreen' },
  args: { siteName: '农业金融服务平台', siteHref: '/farming', banner: farmingBanner, onLogout: fn() },
} satisfies Meta<typeof SubsiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Anonymous: Story = {
  args: { onLogin: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLogin).toHaveBeenCalledTimes(1);
  },
};

export const LoggedIn: Story = {
  args: { user: { name: '示例市兴农种养专业合作社' }, userCentreHref: '/farming-user' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
  },
};

export const WithoutBanner: Story = { args: { banner: undefined, siteName: '信用贷' , siteHref: '/credit-loan-home' } };

/** The farming layout: header, advert banner, breadcrumb and tabs (spec §2). */
export const FarmingLayout: Story = {
  args: { user: { name: '张三' } },
  render: (args) => (
    <>
      <SubsiteHeader {...args} />
      <SubsiteTabs
        variant="filled"
        label="农业金融栏目"
        activeValue="products"
        tabs={[
          { label: '首页', value: 'home', href: '/farming' },
          { label: '新闻资讯', value: 'news', href: '/farming-information-journalism' },
          { label: '金融产品', value: 'products', href: '/farming-financial-supermarket' },
          { label: '融资对接', value: 'docking', href: '/farming-financing-docking' },
        ]}
      />
      <Breadcrumb items={[{ title: '首页', href: '/farming' }, { title: '金融产品' }]} />
    </>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: LoggedIn.args,
};
