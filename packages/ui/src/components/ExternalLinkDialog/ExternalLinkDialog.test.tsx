import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useExternalLinkConfirm, type ExternalLinkConfirmOptions } from './useExternalLinkConfirm';
import { defaultExternalLinkStorageKey, type FlagStorage } from './ExternalLinkDialog';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

function memoryStorage(initial: Record<string, string> = {}): FlagStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  };
}

function Page({ href, ...options }: ExternalLinkConfirmOptions & { href: string }) {
  const { confirm, dialog } = useExternalLinkConfirm(options);
  return (
    <>
      <button type="button" onClick={() => confirm(href)}>
        信用中国
      </button>
      {dialog}
    </>
  );
}

const creditChina = 'https://www.creditchina.gov.cn/';

function setup(props: Partial<ExternalLinkConfirmOptions> & { href?: string } = {}) {
  const openWindow = vi.fn();
  const storage = memoryStorage();
  renderWithUi(<Page href={creditChina} openWindow={openWindow} storage={storage} {...props} />);
  return { openWindow, storage, link: screen.getByRole('button', { name: '信用中国' }) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('ExternalLinkDialog', () => {
  it('shows 您即将离开本站，前往：{address} with 不再提示, 确定 and 取消', async () => {
    const user = userEvent.setup();
    const { link } = setup();
    await user.click(link);
    const dialog = screen.getByRole('dialog', { name: '温馨提示' });
    expect(dialog).toHaveTextContent(`您即将离开本站，前往：${creditChina}`);
    expect(screen.getByRole('checkbox', { name: '不再提示' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: '取消' })).toBeVisible();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('opens the address in a new window 300 ms after 确定', () => {
    vi.useFakeTimers();
    const { link, openWindow } = setup();
    fireEvent.click(link);
    fireEvent.click(screen.getByRole('button', { name: '确定' }));
    act(() => vi.advanceTimersByTime(299));
    expect(openWindow).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(openWindow).toHaveBeenCalledWith(creditChina);
  });

  it('opens nothing after 取消', async () => {
    const user = userEvent.setup();
    const { link, openWindow } = setup();
    await user.click(link);
    await user.click(screen.getByRole('button', { name: '取消' }));
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect(openWindow).not.toHaveBeenCalled();
    expect(link).toHaveFocus();
  });

  it('remembers 不再提示 under the given key, and later links open directly', async () => {
    const user = userEvent.setup();
    const storage = memoryStorage();
    const { link, openWindow } = setup({ storage, storageKey: 'portal:external' });
    await user.click(link);
    await user.click(screen.getByRole('checkbox', { name: '不再提示' }));
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(storage.values.get('portal:external')).toBe('1');
    await vi.waitFor(() => expect(openWindow).toHaveBeenCalledTimes(1));
    await user.click(link);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(openWindow).toHaveBeenCalledTimes(2);
  });

  it('opens at once when the flag was stored before', async () => {
    const user = userEvent.setup();
    const { link, openWindow } = setup({ storage: memoryStorage({ [defaultExternalLinkStorageKey]: '1' }) });
    await user.click(link);
    expect(openWindow).toHaveBeenCalledWith(creditChina);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses an address that is not http, https, mailto or tel, even with the flag set', async () => {
    const user = userEvent.setup();
    const { link, openWindow } = setup({
      href: 'javascript:alert(1)',
      storage: memoryStorage({ [defaultExternalLinkStorageKey]: '1' }),
    });
    await user.click(link);
    expect(screen.getByRole('alert')).toHaveTextContent('该链接地址不安全，已阻止打开：javascript:alert(1)');
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '关闭' }));
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('opens with window.open in a new window without an opener by default', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const user = userEvent.setup();
    renderWithUi(<Page href={creditChina} storage={memoryStorage({ [defaultExternalLinkStorageKey]: '1' })} />);
    await user.click(screen.getByRole('button', { name: '信用中国' }));
    expect(open).toHaveBeenCalledWith(creditChina, '_blank', 'noopener,noreferrer');
    open.mockRestore();
  });
});
