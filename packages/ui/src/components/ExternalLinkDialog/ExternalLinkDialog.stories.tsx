import type { Meta, StoryObj } from '@storybook/react-vite';
import { useMemo, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { ExternalLinkDialog, type FlagStorage, type OpenWindow } from './ExternalLinkDialog';
import { useExternalLinkConfirm } from './useExternalLinkConfirm';
import { TabMenu } from '../TabMenu/TabMenu';
import { externalTab, firstTabs } from '../../storybook/fixtures';
import { dialogButton } from '../Dialog/Dialog';

/** Stories keep 不再提示 in memory, so one story never changes another. */
function memoryStorage(): FlagStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

interface TabMenuDemoProps {
  openWindow: OpenWindow;
  tabs?: Parameters<typeof TabMenu>[0]['tabs'];
}

/** The hook wired to TabMenu's `onExternalLink`, as the app does. */
function TabMenuWithConfirm({ openWindow, tabs = [...firstTabs(6), externalTab] }: TabMenuDemoProps) {
  const storage = useMemo(() => memoryStorage(), []);
  const { confirm, dialog } = useExternalLinkConfirm({ openWindow, storage });
  return (
    <>
      <TabMenu tabs={tabs} activeHref="/home" onExternalLink={(href) => confirm(href)} />
      {dialog}
    </>
  );
}

const meta = {
  title: '组件/ExternalLinkDialog 外链提示',
  component: TabMenuWithConfirm,
  parameters: { layout: 'fullscreen' },
  args: { openWindow: fn() },
} satisfies Meta<typeof TabMenuWithConfirm>;

export default meta;
type Story = StoryObj<typeof meta>;

const chooseCreditChina = async (canvas: { getByRole: typeof screen.getByRole }) => {
  await userEvent.click(canvas.getByRole('link', { name: /信用中国/ }));
};

/** Closed: the tab menu with an external tab (信用中国). */
export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await chooseCreditChina(canvas);
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await expect(dialog).toHaveTextContent('您即将离开本站，前往：https://www.creditchina.gov.cn/');
    await expect(screen.getByRole('checkbox', { name: '不再提示' })).not.toBeChecked();
  },
};

/** 确定 opens the address in a new window after 300 ms. */
export const Confirmed: Story = {
  play: async ({ canvas, args }) => {
    await chooseCreditChina(canvas);
    await userEvent.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.openWindow).toHaveBeenCalledWith('https://www.creditchina.gov.cn/'));
  },
};

/** After 不再提示, the next external link opens at once, without asking. */
export const DontAskAgain: Story = {
  play: async ({ canvas, args }) => {
    await chooseCreditChina(canvas);
    await userEvent.click(await screen.findByRole('checkbox', { name: '不再提示' }));
    await userEvent.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(args.openWindow).toHaveBeenCalledTimes(1));
    await chooseCreditChina(canvas);
    await expect(args.openWindow).toHaveBeenCalledTimes(2);
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

/** An address that is not http, https, mailto or tel is refused. */
export const RefusedAddress: Story = {
  args: {
    tabs: [...firstTabs(6), { id: 'bad', name: '专题网站', type: 1, href: 'javascript:alert(document.cookie)' }],
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: /专题网站/ }));
    await expect(await screen.findByRole('alert')).toHaveTextContent('该链接地址不安全，已阻止打开');
    await expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    await expect(args.openWindow).not.toHaveBeenCalled();
  },
};

/** The dialog on its own, with a long address that wraps. */
export const LongAddress: StoryObj<typeof ExternalLinkDialog> = {
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <div style={{ padding: 16 }}>
        <button type="button" className={dialogButton({ variant: 'primary' })} onClick={() => setOpen(true)}>
          前往国家企业信用信息公示系统
        </button>
        <ExternalLinkDialog {...args} open={open} onOpenChange={setOpen} />
      </div>
    );
  },
  args: {
    href: 'https://www.gsxt.gov.cn/corp-query-search-advancetest.html?searchword=%E8%8E%86%E7%94%B0%E5%B8%82%E4%BF%A1%E7%94%A8%E7%A7%91%E6%8A%80%E6%9C%89%E9%99%90%E5%85%AC%E5%8F%B8&tab=ent_tab',
    openWindow: fn(),
    storage: memoryStorage(),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '前往国家企业信用信息公示系统' }));
    const dialog = await screen.findByRole('dialog', { name: '温馨提示' });
    await expect(dialog.scrollWidth).toBeLessThanOrEqual(dialog.clientWidth);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Open.play,
};
