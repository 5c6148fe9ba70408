import { beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataTableColumn } from './DataTable';
import { renderWithUi } from '../../test/renderWithUi';
import { axeViolations } from '../../test/axe';

interface Row {
  id: number;
  name: string;
  count: number;
}
const rows: Row[] = [
  { id: 1, name: '莆田市市场监督管理局', count: 3562 },
  { id: 2, name: '莆田市生态环境局', count: 982 },
  { id: 3, name: '莆田市中级人民法院', count: 12804 },
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
    expect(region).toHaveAttribute('tabindex', '0');
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
    expect(firstColumn()).toEqual(['莆田市生态环境局', '莆田市市场监督管理局', '莆田市中级人民法院']);
    await user.click(button);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstColumn()).toEqual(['莆田市中级人民法院', '莆田市市场监督管理局', '莆田市生态环境局']);
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

  it('stacks rows into labelled cards on a phone in the stack layout', async () => {
    await page.viewport(375, 667);
    renderWithUi(<DataTable caption="数据" columns={columns} rows={rows} layout="stack" />);
    const region = screen.getByRole('region', { name: '数据 （表格）' });
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const cell = document.querySelector('td[data-label="数据总量"]')!;
    expect(getComputedStyle(cell, '::before').content).toBe('"数据总量"');
  });
});
