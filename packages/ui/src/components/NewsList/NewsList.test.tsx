import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsList, type NewsListItem } from './NewsList';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

const items = (n: number): NewsListItem[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i,
    title: `关于开展信用修复专项培训的通知（第${i + 1}期）`,
    href: `/content-detail?id=${i}`,
    time: `2024-03-${String(i + 1).padStart(2, '0')} 09:30:00`,
  }));

const separated = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('li')).flatMap((li, i) => (li.hasAttribute('data-separator') ? [i + 1] : []));

describe('NewsList', () => {
  it('lists titles as links with formatted dates under a heading', async () => {
    const { container } = renderWithUi(<NewsList title="信用动态" items={items(3)} moreHref="/credit-dynamics" />);
    const list = screen.getByRole('list', { name: '信用动态' });
    expect(within(list).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      '/content-detail?id=0',
      '/content-detail?id=1',
      '/content-detail?id=2',
    ]);
    expect(within(list).getByText('2024-03-01')).toHaveAttribute('dateTime', '2024-03-01');
    expect(screen.getByRole('link', { name: /^更多\s*信用动态$/ })).toHaveAttribute('href', '/credit-dynamics');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('draws a separator after every fifth item, but not after the last', () => {
    const { container, unmount } = renderWithUi(<NewsList items={items(12)} />);
    expect(separated(container)).toEqual([5, 10]);
    unmount();
    const ten = renderWithUi(<NewsList items={items(10)} />);
    expect(separated(ten.container)).toEqual([5]);
  });

  it('leaves out the 更多 link and the date when not given', () => {
    renderWithUi(<NewsList items={[{ id: 1, title: '信用承诺公示', href: '/x' }]} />);
    expect(screen.queryByRole('link', { name: /更多/ })).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it('shows 暂无数据 when empty, a skeleton while loading and the error with 重试', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderWithUi(<NewsList items={[]} />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    rerender(<NewsList items={[]} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
    rerender(<NewsList items={[]} error="网络异常，请稍后重试" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('网络异常，请稍后重试');
    await userEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
