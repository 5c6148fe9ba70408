import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { useVerificationPopup, type VerificationPopupOptions } from './VerificationPopup';
import { dialogButton } from '../Dialog/Dialog';
import type { WindowOpener } from './openVerificationWindow';

// The guard's page; in Storybook it is not served, the frame only shows where it would be.
const guardUrl = '/slide/captcha/verify';

function VerificationDemo(props: VerificationPopupOptions & { url?: string }) {
  const { open, dialog } = useVerificationPopup(props);
  return (
    <>
      <button type="button" className={dialogButton({ variant: 'primary' })} onClick={() => open(props.url ?? guardUrl)}>
        查询信用报告
      </button>
      {dialog}
    </>
  );
}

const meta = {
  title: '组件/VerificationPopup 访问验证',
  component: VerificationDemo,
  // Stories never open real windows: the opener here reports a blocked popup.
  args: { onClosed: fn(), openWindow: fn<WindowOpener>(() => null) },
} satisfies Meta<typeof VerificationDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Popups blocked: the guard's page opens in the page instead, 560x400. */
export const BlockedPopupFallback: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询信用报告' }));
    const dialog = await screen.findByRole('dialog', { name: '访问验证' });
    await expect(dialog.querySelector('iframe')).toHaveAttribute('title', '访问验证页面');
    await expect(args.openWindow).toHaveBeenCalledTimes(1);
  },
};

export const FallbackClosed: Story = {
  play: async (context) => {
    await BlockedPopupFallback.play!(context);
    await userEvent.click(screen.getByRole('button', { name: '完成验证' }));
    await waitFor(() => expect(context.args.onClosed).toHaveBeenCalledTimes(1));
  },
};

/** The popup opened: nothing shows in the page while the visitor verifies in it. */
export const PopupOpened: Story = {
  args: { openWindow: fn<WindowOpener>(() => ({ closed: false }) as Window) },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询信用报告' }));
    await expect(screen.queryByRole('dialog')).toBeNull();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: BlockedPopupFallback.play,
};
