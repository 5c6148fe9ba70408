import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { page as browserPage } from 'vitest/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pagination, type PaginationProps } from './Pagination';
import { pageCount, pageItems } from './pageItems';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

describe('pageItems', () => {
  it('lists every page when they all fit', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 9, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('puts ellipses where pages are left out', () => {
    expect(pageItems(1, 20, 2)).toEqual([1, 2, 3, 4, 5, 6, 7, 'ellipsis-end', 20]);
    expect(pageItems(10, 20, 2)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(pageItems(20, 20, 2)).toEqual([1, 'ellipsis-start', 14, 15, 16, 17, 18, 19, 20]);
  });

  it('always shows the first, last and current page, in order, with a steady length', () => {
    for (let count = 10; count <= 40; count += 1) {
      for (let current = 1; current <= count; current += 1) {
        const items = pageItems(current, count, 2);
        const numbers = items.filter((i): i is number => typeof i === 'number');
        expect(items).toHaveLength(9);
        expect(numbers).toContain(1);
        expect(numbers).toContain(count);
        expect(numbers).toContain(current);
        expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
      }
    }
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
  });
});

function setup(props: Partial<PaginationProps> = {}) {
  const onChange = vi.fn();
  const user = userEvent.setup();
  const view = renderWithUi(<Pagination total={286} page={1} onChange={onChange} {...props} />);
  return { onChange, user, ...view };
}

describe('Pagination', () => {
  // Vitest's browser viewport is phone-sized by default; the desktop layout is the norm here.
  beforeEach(async () => {
    await browserPage.viewport(1280, 800);
  });

  it('is a navigation named 分页 with 共 N 条 and 15 per page by default', async () => {
    const { container } = setup();
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByText('共 286 条')).toBeVisible();
    expect(screen.getByRole('combobox', { name: '每页条数' })).toHaveValue('15');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      '10 条/页',
      '15 条/页',
      '20 条/页',
      '50 条/页',
      '100 条/页',
    ]);
    expect(screen.getByRole('button', { name: '第 20 页' })).toBeVisible();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('marks the current page and disables 上一页 on the first page', () => {
    setup();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '第 2 页' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: '上一页' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '下一页' })).toBeEnabled();
  });

  it('disables 下一页 on the last page', () => {
    setup({ page: 20 });
    expect(screen.getByRole('button', { name: '下一页' })).toBeDisabled();
  });

  it('asks for the next, previous or chosen page with the page size', async () => {
    const { user, onChange } = setup({ page: 5, pageSize: 20, total: 400 });
    await user.click(screen.getByRole('button', { name: '下一页' }));
    await user.click(screen.getByRole('button', { name: '上一页' }));
    await user.click(screen.getByRole('button', { name: '第 7 页' }));
    expect(onChange.mock.calls).toEqual([
      [6, 20],
      [4, 20],
      [7, 20],
    ]);
  });

  it('without JavaScript, its page buttons submit a GET form keeping the other parameters; with it, nothing is submitted', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    try {
      const { user, onChange, container } = setup({ page: 2, withoutScript: { pageParam: 'pageNo', params: [['keyword', '信用'], ['pageNo', '2'], ['pageSize', '15']] } });
      const next = screen.getByRole('button', { name: '下一页' });
      expect([next.getAttribute('type'), next.getAttribute('name'), next.getAttribute('value')]).toEqual(['submit', 'pageNo', '3']);
      const form = container.querySelector<HTMLFormElement>(`form#${CSS.escape(next.getAttribute('form') ?? '')}`);
      expect(form?.method).toBe('get');
      // The form carries the other parameters; the button's own pageNo replaces the address's.
      expect([...new FormData(form!, next)].map(([name, value]) => `${name}=${String(value)}`)).toEqual(['keyword=信用', 'pageSize=15', 'pageNo=3']);
      await user.click(screen.getByRole('button', { name: '第 4 页' }));
      expect(onChange).toHaveBeenLastCalledWith(4, 15);
      expect(submitted).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

  it('without JavaScript, 确定 submits the page typed and the size chosen in a GET form keeping the other parameters', async () => {
    const submitted = vi.fn((event: SubmitEvent) => event.preventDefault());
    document.addEventListener('submit', submitted);
    try {
      const { user, onChange, container } = setup({
        page: 2,
        withoutScript: { pageParam: 'pageNo', sizeParam: 'pageSize', params: [['keyword', '信用'], ['pageNo', '2'], ['pageSize', '15']] },
      });
      const confirm = screen.getByRole('button', { name: '确定' });
      const jumper = screen.getByRole('spinbutton', { name: '跳至页码' });
      const size = screen.getByRole('combobox', { name: '每页条数' });
      expect(confirm).toHaveAttribute('type', 'submit');
      const form = container.querySelector<HTMLFormElement>(`form#${CSS.escape(confirm.getAttribute('form') ?? '')}`);
      expect(form?.method).toBe('get');
      // The jumper and the size are that form's fields; the address's own page and size are left out.
      expect([jumper.getAttribute('form'), size.getAttribute('form')]).toEqual([form?.id, form?.id]);
      (jumper as HTMLInputElement).value = '9';
      (size as HTMLSelectElement).value = '50';
      expect([...new FormData(form!, confirm)].map(([name, value]) => `${name}=${String(value)}`)).toEqual(['keyword=信用', 'pageSize=50', 'pageNo=9']);
      // With JavaScript, 确定 goes to the page typed and submits nothing.
      await user.clear(jumper);
      await user.type(jumper, '6');
      await user.click(confirm);
      expect(onChange).toHaveBeenLastCalledWith(6, 15);
      expect(submitted).not.toHaveBeenCalled();
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      document.removeEventListener('submit', submitted);
    }
  });

  it('puts 确定 after the size select when there is no jumper, and leaves it out with neither', () => {
    const { unmount } = setup({ layout: ['sizes', 'pager'], withoutScript: { pageParam: 'pageNo', sizeParam: 'pageSize', params: [] } });
    const confirm = screen.getByRole('button', { name: '确定' });
    expect(confirm.closest('span')).toContainElement(screen.getByRole('combobox', { name: '每页条数' }));
    unmount();
    setup({ layout: ['prev', 'pager', 'next'], withoutScript: { pageParam: 'pageNo', sizeParam: 'pageSize', params: [] } });
    expect(screen.queryByRole('button', { name: '确定' })).toBeNull();
  });

  it('jumps to a typed page with Enter and keeps it within range', async () => {
    const { user, onChange } = setup();
    const input = screen.getByRole('spinbutton', { name: '跳至页码' });
    await user.type(input, '12{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(12, 15);
    expect(input).toHaveValue(null);
    await user.type(input, '999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(20, 15);
    await user.type(input, '3');
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onChange).toHaveBeenLastCalledWith(3, 15);
  });

  it('goes back to page 1 when the page size changes', async () => {
    const { user, onChange } = setup({ page: 8 });
    await user.selectOptions(screen.getByRole('combobox', { name: '每页条数' }), '50');
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('is reachable by keyboard: Tab to a page button and Enter', async () => {
    const { user, onChange } = setup({ layout: ['prev', 'pager', 'next'] });
    await user.tab();
    expect(screen.getByRole('button', { name: '第 1 页' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith(2, 15);
  });

  it('takes its own labels', () => {
    setup({ labels: { prev: '上页', next: '下页', total: (n) => `${n} 项` } });
    expect(screen.getByRole('button', { name: '上页' })).toBeInTheDocument();
    expect(screen.getByText('286 项')).toBeInTheDocument();
  });

  it('fits a 375 px phone, keeping only prev, the current page and next', async () => {
    await browserPage.viewport(375, 667);
    try {
      setup({ page: 3 });
      const nav = screen.getByRole('navigation', { name: '分页' });
      expect(nav.scrollWidth).toBeLessThanOrEqual(375);
      expect(screen.getByRole('button', { name: '第 3 页' })).toBeVisible();
      expect(screen.getByRole('button', { name: '第 4 页', hidden: true })).not.toBeVisible();
      expect(screen.getByText('3 / 20')).toBeVisible();
      for (const button of within(nav).getAllByRole('button')) {
        if (button.checkVisibility()) expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(375);
      }
    } finally {
      await browserPage.viewport(1280, 800);
    }
  });

  it('applies a page size chosen, and keeps a page number typed, in the server’s HTML before its script ran', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Pagination total={286} page={1} onChange={vi.fn()} />);
    document.body.append(container);
    onTestFinished(() => container.remove());
    container.querySelector('select')!.value = '50';
    const jumper = container.querySelector<HTMLInputElement>('input[type="number"]')!;
    jumper.value = '7';
    const onChange = vi.fn();
    const root = await act(async () => hydrateRoot(container, <Pagination total={286} page={1} onChange={onChange} />));
    onTestFinished(() => act(() => root.unmount()));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(1, 50);
    // Rendered again (the list's answer came): the number typed is still the jumper's, and Enter sends it.
    await act(async () => root.render(<Pagination total={300} page={1} onChange={onChange} />));
    expect(jumper).toHaveValue(7);
    await userEvent.setup().type(jumper, '{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(7, 15);
  });
});
