import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewStyleHeader, type NewStyleLink } from './NewStyleHeader';
import { NewStyleFooter } from '../NewStyleFooter/NewStyleFooter';

/** A wide logo with the portal's name, drawn inline (no network). */
const wideLogo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="48" viewBox="0 0 240 48">' +
      '<circle cx="24" cy="24" r="20" fill="#b71c1c"/><path d="M14 24l7 7 13-14" fill="none" stroke="#fff" stroke-width="4"/>' +
      '<rect x="56" y="12" width="170" height="10" fill="#b71c1c"/><rect x="56" y="28" width="120" height="8" fill="#5c6370"/></svg>',
  );

const newStyleLinks: NewStyleLink[] = [
  { id: 1, name: '信用中国', href: 'https://www.creditchina.gov.cn/' },
  { id: 2, name: '国家企业信用信息公示系统', href: 'https://www.gsxt.gov.cn/' },
  { id: 3, name: '中国执行信息公开网', href: 'http://zxgk.court.gov.cn/' },
  { id: 4, name: '信用福建', href: 'https://www.fjcredit.gov.cn/' },
];

const meta = {
  title: '组件/NewStyleHeader 新版页头',
  component: NewStyleHeader,
  parameters: { layout: 'fullscreen' },
  args: { portalName: '信用示例', logoSrc: wideLogo, links: newStyleLinks, onExternalLink: fn() },
} satisfies Meta<typeof NewStyleHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: /信用示例/ })).toHaveAttribute('href', '/home');
    await userEvent.click(canvas.getByRole('link', { name: /信用中国/ }));
    await expect(args.onExternalLink).toHaveBeenCalledWith('https://www.creditchina.gov.cn/', expect.anything());
  },
};

/** Without `onExternalLink` the links open in a new window. */
export const LinksInNewWindow: Story = {
  args: { onExternalLink: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /信用中国/ })).toHaveAttribute('target', '_blank');
  },
};

export const WithoutLinks: Story = { args: { links: [] } };

/** The whole new-style frame: header, page and the new-style footer. */
export const WithNewStyleFooter: Story = {
  render: (args) => (
    <>
      <NewStyleHeader {...args} />
      <main style={{ padding: 24, minHeight: 200 }}>
        <h1 style={{ marginTop: 0 }}>企业信用档案</h1>
        <p>示例市信用科技有限公司，统一社会信用代码：91350300MA2XXXXX0X</p>
      </main>
      <NewStyleFooter
        organiser="示例市发展和改革委员会"
        undertaker="示例市公共信用信息中心"
        phone="0594-2288 0000"
        icp={{ number: '闽ICP备12345678号-1', href: 'https://beian.miit.gov.cn/' }}
        extraLines={['版权所有 © 信用示例，建议使用1280×800以上分辨率浏览']}
      />
    </>
  ),
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  render: WithNewStyleFooter.render,
};
