import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, estimateTableWidth, type DataTableColumn } from './DataTable';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

interface Row {
  id: number;
  name: string;
  count: number;
}
const rows: Row[] = [
  { id: 1, name: '示例市市场监督管理局', count: 3562 },
  { id: 2, name: '示例市生态环境局', count: 982 },
  { id: 3, name: '示例市中级人民法院', count: 12804 },
];
const columns: DataTableColumn<Row>[] = [
  { key: 'name', title: '来源单位', sortable: true },
  { key: 'count', title: '数据总量', sortable: true, align: 'right', render: (r) => r.count.toLocaleString('zh-CN') },
];
const firstColumn = (index = 1) => screen.getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell')[index - 1]!.textContent);

describe('DataTable', () => {
  beforeEach(async () => {
    await page.viewport(1280, 800);
  });

  it('names the table by its caption and its scroll region by the caption and （表格）, never the name of the section around it', async () => {
    const { container } = renderWithUi(<DataTable caption="信用目录数据" columns={columns} rows={rows} />);
    expect(screen.getByRole('table', { name: '信用目录数据' })).toBeVisible();
    const region = screen.getByRole('region', { name: '信用目录数据 （表格）' });
    // It fits: no empty keyboard stop (a region that scrolls is one, below).
    expect(region).not.toHaveAttribute('tabindex');
    expect(screen.getAllByRole('columnheader').map((h) => h.getAttribute('aria-sort'))).toEqual(['none', 'none']);
    expect(firstColumn(2)).toEqual(['3,562', '982', '12,804']);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sorts ascending, descending, then back to the original order', async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    renderWithUi(<DataTable caption="信用目录数据" columns={columns} rows={rows} onSortChange={onSortChange} />);
    const header = screen.getByRole('columnheader', { name: /数据总量/ });
    const button = within(header).getByRole('button');
    expect(button).toHaveAccessibleName(/^数据总量\s*，按升序排列$/);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstColumn()).toEqual(['示例市生态环境局', '示例市市场监督管理局', '示例市中级人民法院']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['示例市中级人民法院', '示例市市场监督管理局', '示例市生态环境局']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstColumn()).toEqual(rows.map((r) => r.name));
    expect(onSortChange.mock.calls.map((c) => c[0])).toEqual([
      { key: 'count', direction: 'ascending' },
      { key: 'count', direction: 'descending' },
      null,
    ]);
  });

  it('leaves the order to the caller when the sort is controlled', async () => {
    const onSortChange = vi.fn();
    renderWithUi(
      <DataTable caption="数据" columns={columns} rows={rows} sort={{ key: 'name', direction: 'descending' }} onSortChange={onSortChange} />,
    );
    expect(screen.getByRole('columnheader', { name: /来源单位/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(rows.map((r) => r.name));
    await userEvent.click(screen.getByRole('button', { name: /来源单位/ }));
    expect(onSortChange).toHaveBeenCalledWith(null);
  });

  it('shows 暂无数据 without rows and a busy skeleton while loading', () => {
    const { rerender } = renderWithUi(<DataTable caption="数据" columns={columns} rows={[]} />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    rerender(<DataTable caption="数据" columns={columns} rows={[]} loading />);
    expect(screen.getByRole('region', { name: '数据 （表格）' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('正在加载…');
  });

  it('scrolls a wide table inside the region on a phone, reachable with the keyboard', async () => {
    await page.viewport(375, 667);
    const user = userEvent.setup();
    renderWithUi(<DataTable caption="数据" columns={columns} rows={rows} />);
    const region = screen.getByRole('region', { name: '数据 （表格）' });
    expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    expect(region.getBoundingClientRect().width).toBeLessThanOrEqual(375);
    await user.tab();
    expect(region).toHaveFocus();
  });

  describe('the stack layout', () => {
    interface Application {
      id: number;
      applyNo: string;
      product: string;
      institution: string;
      amount: number;
      status: string;
      applyTime: string;
    }
    const applications: Application[] = [
      { id: 1, applyNo: 'JR20261118000424', product: '鞋业贷', institution: '中国农业银行股份有限公司示例南城支行', amount: 280, status: '已提交', applyTime: '2026-11-18 10:06:27' },
      { id: 2, applyNo: 'JR20261002000117', product: '科技贷', institution: '兴业银行股份有限公司示例分行', amount: 50, status: '已放款', applyTime: '2026-10-02 16:41:09' },
    ];
    const wide: DataTableColumn<Application>[] = [
      { key: 'applyNo', title: '申请编号', nowrap: true },
      { key: 'product', title: '申请产品' },
      { key: 'institution', title: '金融机构' },
      { key: 'amount', title: '申请金额', nowrap: true, render: (row) => `${row.amount} 万元` },
      { key: 'status', title: '办理状态' },
      { key: 'applyTime', title: '申请时间', nowrap: true },
    ];
    const renderApplications = (width?: number) =>
      renderWithUi(
        <div style={width ? { width } : undefined}>
          <DataTable caption="我的融资申请" columns={wide} rows={applications} layout="stack" />
        </div>,
      );
    /** The lines a cell's value takes: the boxes of an inline value, or a block value's height in lines. */
    const lines = (value: Element) =>
      getComputedStyle(value).display === 'inline' ? value.getClientRects().length : Math.round(value.getBoundingClientRect().height / parseFloat(getComputedStyle(value).lineHeight));

    it('estimates the width it needs from its headers and its one-line values', () => {
      // Six headers of four characters (56 px), the number and the time wider than theirs, 32 px of padding each.
      const estimate = estimateTableWidth(wide, applications);
      expect(estimate).toBeGreaterThan(6 * (56 + 32) + 60);
      expect(estimate).toBeLessThan(760);
      expect(estimateTableWidth(wide, [])).toBe(6 * (56 + 32));
    });

    it('is a table where its box holds it, each number and time on one line, and no keyboard stop', () => {
      renderApplications();
      const region = screen.getByRole('region', { name: '我的融资申请 （表格）' });
      expect(screen.getByRole('columnheader', { name: '申请编号' })).toBeVisible();
      expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      expect(region).not.toHaveAttribute('tabindex');
      const cells = screen.getAllByRole('row')[1]!.querySelectorAll('td');
      // The column names beside the values are the cards' only: the header row names them here.
      expect(cells[0]!.innerText).toBe('JR20261118000424');
      expect(getComputedStyle(cells[0]!, '::before').content).toBe('none');
      expect(lines(cells[0]!.children[0]!)).toBe(1);
      expect(lines(cells[5]!.children[0]!)).toBe(1);
    });

    it('turns each row into a card of lines, each value beside its column’s name, where its box is narrower than the table needs', async () => {
      // Measured by its own box, not the window: a table beside a menu is narrower than the screen.
      renderApplications(360);
      const region = screen.getByRole('region', { name: '我的融资申请 （表格）' });
      expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      expect(region).not.toHaveAttribute('tabindex');
      expect(screen.queryByRole('columnheader', { name: '申请编号' })).toBeNull();
      const cells = Array.from(document.querySelectorAll('tbody tr:first-child td'));
      expect(cells).toHaveLength(6);
      cells.forEach((cell, index) => {
        const title = wide[index]!.title;
        // Shown before the value, to its left on its line; read with it; never part of the cell's text.
        expect(getComputedStyle(cell, '::before').content).toBe(`"${title}"`);
        const value = cell.children[0]!.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        expect(value.left - box.left).toBeGreaterThanOrEqual(56);
        expect(value.top - box.top).toBeLessThan(8);
        expect(cell).toHaveAccessibleName(new RegExp(`^${title}`));
        expect((cell as HTMLElement).innerText).not.toContain(title);
      });
      expect(lines(cells[5]!.children[0]!)).toBe(1);
      expect(await axeViolations(document.body)).toEqual([]);
    });

    it('puts a value read as one under its name when it does not fit beside it, whole, and breaks it only where even the card is too narrow', () => {
      // 220 px: a card's line of 194 px, 116 beside a name of 5em: 申请时间's 19 characters do not fit
      // there, 申请金额's 280 万元 does.
      const { unmount } = renderApplications(220);
      const cellOf = (title: string) => Array.from(document.querySelectorAll('tbody tr:first-child td')).find((cell) => cell.getAttribute('data-label') === title)!;
      const valueBox = (title: string) => cellOf(title).children[0]!.getBoundingClientRect();
      const cellBox = (title: string) => cellOf(title).getBoundingClientRect();
      const time = cellOf('申请时间').children[0]!;
      expect(lines(time)).toBe(1);
      expect(valueBox('申请时间').left).toBe(cellBox('申请时间').left);
      expect(valueBox('申请时间').top - cellBox('申请时间').top).toBeGreaterThan(10);
      // A value that may wrap stays beside its name, and wraps there.
      expect(valueBox('金融机构').left - cellBox('金融机构').left).toBeGreaterThanOrEqual(56);
      expect(lines(cellOf('金融机构').children[0]!)).toBeGreaterThan(1);
      // A value read as one that fits beside its name stays there.
      expect(valueBox('申请金额').left - cellBox('申请金额').left).toBeGreaterThanOrEqual(56);
      unmount();
      // 120 px: not even the card's width holds the time; it breaks inside the card, nothing scrolls.
      renderApplications(120);
      const region = screen.getByRole('region', { name: '我的融资申请 （表格）' });
      expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      expect(lines(cellOf('申请时间').children[0]!)).toBeGreaterThan(1);
    });

    it('does the same on a phone', async () => {
      await page.viewport(320, 640);
      renderApplications();
      const region = screen.getByRole('region', { name: '我的融资申请 （表格）' });
      expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(320);
      expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      expect(getComputedStyle(document.querySelector('tbody td')!, '::before').content).toBe('"申请编号"');
    });
  });
});
