import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { openVerificationWindow } from './openVerificationWindow';
import { useVerificationPopup, type VerificationPopupOptions } from './VerificationPopup';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const guardUrl = '/slide/captcha/verify';

afterEach(() => {
  vi.useRealTimers();
});

describe('openVerificationWindow', () => {
  it('opens the guard’s page in a 560x400 popup that keeps its opener', () => {
    const openWindow = vi.fn(() => ({ closed: false }) as Window);
    openVerificationWindow(guardUrl, { onClosed: () => {}, openWindow }).stop();
    const [url, , features] = openWindow.mock.calls[0] as unknown as [string, string, string];
    expect(url).toBe(guardUrl);
    expect(features).toContain('width=560');
    expect(features).toContain('height=400');
    expect(features).not.toContain('noopener');
  });

  it('checks every 500 ms and calls onClosed once the popup was closed', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    const onClosed = vi.fn();
    const handle = openVerificationWindow(guardUrl, { onClosed, openWindow: () => popup as Window });
    expect(handle.blocked).toBe(false);
    vi.advanceTimersByTime(1500);
    expect(onClosed).not.toHaveBeenCalled();
    popup.closed = true;
    vi.advanceTimersByTime(499);
    expect(onClosed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onClosed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('says when the browser blocked the popup', () => {
    const handle = openVerificationWindow(guardUrl, { onClosed: () => {}, openWindow: () => null });
    expect(handle.blocked).toBe(true);
  });

  it('refuses an address that is not http(s) or on this site', () => {
    expect(() =>
      openVerificationWindow('javascript:alert(1)', { onClosed: () => {}, openWindow: () => null }),
    ).toThrow();
  });
});

function Page(props: VerificationPopupOptions) {
  const { open, dialog } = useVerificationPopup(props);
  return (
    <>
      <button type="button" onClick={() => open(guardUrl)}>
        查询信用报告
      </button>
      {dialog}
    </>
  );
}

describe('useVerificationPopup', () => {
  it('shows no dialog when the popup opened', () => {
    vi.useFakeTimers();
    const popup = { closed: false };
    const onClosed = vi.fn();
    renderWithUi(<Page onClosed={onClosed} openWindow={() => popup as Window} />);
    fireEvent.click(screen.getByRole('button', { name: '查询信用报告' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    popup.closed = true;
    act(() => vi.advanceTimersByTime(500));
    expect(onClosed).toHaveBeenCalledTimes(1);
  });

  it('falls back to a dialog with a 560x400 frame when popups are blocked, and reports its closing', async () => {
    const onClosed = vi.fn();
    renderWithUi(<Page onClosed={onClosed} openWindow={() => null} />);
    fireEvent.click(screen.getByRole('button', { name: '查询信用报告' }));
    const dialog = screen.getByRole('dialog', { name: '访问验证' });
    const frame = dialog.querySelector('iframe')!;
    expect(frame).toHaveAttribute('title', '访问验证页面');
    expect(frame).toHaveAttribute('src', guardUrl);
    expect(frame).toHaveAttribute('width', '560');
    expect(frame).toHaveAttribute('height', '400');
    expect(await axeViolations(dialog)).toEqual([]);
    // Closed, its frame keeps the guard's page to the end: a frame without an address (React warns of
    // one) would load the page itself.
    const warned = vi.spyOn(console, 'error');
    fireEvent.click(screen.getByRole('button', { name: '完成验证' }));
    expect(onClosed).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(warned.mock.calls.map((call) => String(call[0]))).not.toContainEqual(expect.stringMatching(/An empty string/));
    warned.mockRestore();
  });
});
