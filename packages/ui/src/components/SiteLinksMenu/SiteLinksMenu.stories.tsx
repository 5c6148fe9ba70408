import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SiteLinksMenu } from './SiteLinksMenu';
import { sampleSiteLinkGroups } from './siteLinkFixtures';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { useExternalLinkConfirm } from '../ExternalLinkDialog/useExternalLinkConfirm';
import { sampleLogo } from '../../storybook/fixtures';

const meta = {
  title: '组件/SiteLinksMenu 相关网站',
  component: SiteLinksMenu,
  parameters: { layout: 'fullscreen' },
  args: { groups: sampleSiteLinkGroups, onExternalLink: fn() },
  // Shown where it lives: in SiteHeader's siteLinks slot.
  render: (args) => (
    <div style={{ minHeight: 480 }}>
      <SiteHeader portalName="信用示例" logoSrc={sampleLogo} loginHref="/login" registerHref="/register" siteLinks={<SiteLinksMenu {...args} />} />
    </div>
  ),
} satisfies Meta<typeof SiteLinksMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InSiteHeader: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '市级信用网站' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: '区县信用网站' })).toBeVisible();
  },
};

export const CityListOpen: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '市级信用网站' }));
    const nav = within(canvas.getByRole('navigation', { name: '相关网站' }));
    await expect(nav.getAllByRole('link')).toHaveLength(10);
  },
};

export const DistrictListOpen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '区县信用网站' }));
    await userEvent.click(canvas.getByRole('link', { name: /山前县/ }));
    await expect(args.onExternalLink).toHaveBeenCalledWith('http://shanqian.example.gov.cn/', expect.anything());
  },
};

/** Escape closes the list and puts focus back on its button. */
export const ClosedWithEscape: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '市级信用网站' });
    await userEvent.click(button);
    await userEvent.tab();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

/** Wired to the external-link confirmation, as the app does. */
export const WithExternalLinkConfirm: Story = {
  render: function Render(args) {
    const { confirm, dialog } = useExternalLinkConfirm({ openWindow: () => {}, storage: null });
    return (
      <div style={{ minHeight: 480 }}>
        <SiteHeader portalName="信用示例" logoSrc={sampleLogo} siteLinks={<SiteLinksMenu {...args} onExternalLink={(href) => confirm(href)} />} />
        {dialog}
      </div>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '市级信用网站' }));
    await userEvent.click(canvas.getByRole('link', { name: /信用厦门/ }));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await waitFor(() => expect(dialog).toHaveTextContent('https://credit.xm.gov.cn/'));
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: CityListOpen.play,
};
