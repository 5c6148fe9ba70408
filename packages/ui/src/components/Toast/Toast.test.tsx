import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { ToastProvider, useToast } from './Toast';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button type="button" onClick={() => toast.success('提交成功')}>
        提交
      </button>
      <button type="button" onClick={() => toast.error('网络异常，请稍后重试')}>
        出错
      </button>
    </>
  );
}

const setup = () =>
  renderWithUi(
    <ToastProvider>
      <Buttons />
    </ToastProvider>,
  );

const tick = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Toast', () => {
  it('announces a success in the status region and removes it after 3 s', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(screen.getByRole('status')).toHaveTextContent('成功：提交成功');
    tick(2999);
    expect(screen.getByRole('status')).toHaveTextContent('提交成功');
    tick(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('announces an error in the alert region and keeps it for 5 s', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '出错' }));
    expect(screen.getByRole('alert')).toHaveTextContent('错误：网络异常，请稍后重试');
    tick(4999);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    tick(1);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('waits while the pointer is over it, then takes the rest of its time', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    tick(2000);
    const toast = screen.getByText('提交成功').closest('div')!;
    fireEvent.mouseEnter(toast);
    tick(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('提交成功');
    fireEvent.mouseLeave(toast);
    tick(999);
    expect(screen.getByRole('status')).toHaveTextContent('提交成功');
    tick(1);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('waits while its dismiss button has focus', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    act(() => screen.getByRole('button', { name: '关闭通知' }).focus());
    tick(10_000);
    expect(screen.getByRole('status')).toHaveTextContent('提交成功');
  });

  it('goes at once with its dismiss button', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: '出错' }));
    fireEvent.click(screen.getByRole('button', { name: '关闭通知' }));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('has no accessibility violations with a toast of each kind', async () => {
    vi.useRealTimers();
    setup();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    fireEvent.click(screen.getByRole('button', { name: '出错' }));
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('says clearly when used without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderWithUi(<Buttons />)).toThrow('ToastProvider');
    vi.mocked(console.error).mockRestore();
  });
});
