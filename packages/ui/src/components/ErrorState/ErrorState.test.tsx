import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorState } from './ErrorState';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('ErrorState', () => {
  it('announces the catalogue’s message as an alert', async () => {
    const { container } = renderWithUi(<ErrorState message="请求的资源不存在" />);
    expect(screen.getByRole('alert')).toHaveTextContent('请求的资源不存在');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('calls onRetry when 重试 is pressed, by mouse or keyboard', async () => {
    const onRetry = vi.fn();
    const user = userEvent.setup();
    renderWithUi(<ErrorState message="网络异常，请稍后重试" onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: '重试' }));
    await user.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledTimes(2);
  });

  it('falls back to 系统错误 and takes its own labels', () => {
    renderWithUi(<ErrorState onRetry={() => {}} labels={{ retry: '重新加载' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('系统错误');
    expect(screen.getByRole('button', { name: '重新加载' })).toBeEnabled();
  });
});
