import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, dialogButton } from './Dialog';
import { renderWithUi } from '../../test/renderWithUi';
import { blueTheme } from '../../theme/blueTheme.css';
import { axeViolations } from '../../test/axe';

function Demo() {
  return (
    <Dialog.Root>
      <Dialog.Trigger>打开</Dialog.Trigger>
      <Dialog.Content title="信用承诺书" description="请确认以下承诺内容。">
        <Dialog.Body>
          <label>
            承诺人
            <input />
          </label>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close className={dialogButton({ variant: 'primary' })}>确定</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

describe('Dialog', () => {
  it('opens a dialog named by its title and described by its description', async () => {
    const user = userEvent.setup();
    renderWithUi(<Demo />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: '打开' }));
    const dialog = screen.getByRole('dialog', { name: '信用承诺书' });
    expect(dialog).toHaveAccessibleDescription('请确认以下承诺内容。');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('is 550 px wide on a wide screen', async () => {
    const user = userEvent.setup();
    renderWithUi(<Demo />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    const width = screen.getByRole('dialog').getBoundingClientRect().width;
    expect(width).toBe(Math.min(550, window.innerWidth - 32));
  });

  it('keeps focus inside and returns it to the trigger when closed with Escape', async () => {
    const user = userEvent.setup();
    renderWithUi(<Demo />);
    const trigger = screen.getByRole('button', { name: '打开' });
    await user.click(trigger);
    const dialog = screen.getByRole('dialog');
    for (let i = 0; i < 4; i += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('closes with the × button named 关闭', async () => {
    const user = userEvent.setup();
    renderWithUi(<Demo />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('wears the theme of the page it is opened from, although it renders under <body>', async () => {
    const user = userEvent.setup();
    renderWithUi(<Demo />, { theme: blueTheme });
    await user.click(screen.getByRole('button', { name: '打开' }));
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(getComputedStyle(confirm).backgroundColor).toBe('rgb(24, 90, 174)');
  });
});
