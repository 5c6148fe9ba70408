import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DataTable, dataTableLayouts, type DataTableColumn, type DataTableProps } from './DataTable';

interface Penalty {
  id: number;
  name: string;
  code: string;
  decision: string;
  organ: string;
  date: string;
  amount: number;
}

const penalties: Penalty[] = [
  { id: 1, name: '示例市西城区顺达建材有限公司', code: '91350304MA2Y8K3L5B', decision: '示市监罚〔2024〕15号', organ: '示例市市场监督管理局', date: '2024-03-08', amount: 20000 },
  { id: 2, name: '示例市南城区华丰鞋业有限公司', code: '91350303MA31F2Q97X', decision: '示环罚〔2024〕8号', organ: '示例市生态环境局', date: '2024-02-21', amount: 150000 },
  { id: 3, name: '福建省示例市东城区安和食品商行', code: '92350302MA8TQ1M04P', decision: '东市监罚〔2024〕32号', organ: '东城区市场监督管理局', date: '2024-03-15', amount: 5000 },
  { id: 4, name: '示例市北城区海联水产养殖专业合作社', code: '93350305MA34BXR07U', decision: '北农罚〔2024〕3号', organ: '北城区农业农村局', date: '2024-01-30', amount: 8000 },
];

const columns: DataTableColumn<Penalty>[] = [
  { key: 'name', title: '行政相对人名称', sortable: true, width: '28%' },
  { key: 'code', title: '统一社会信用代码' },
  { key: 'decision', title: '处罚决定书文号' },
  { key: 'organ', title: '处罚机关' },
  { key: 'date', title: '处罚决定日期', sortable: true, align: 'center' },
  {
    key: 'amount',
    title: '罚款金额（元）',
    sortable: true,
    align: 'right',
    render: (row) => row.amount.toLocaleString('zh-CN'),
  },
];

const meta = {
  title: '组件/DataTable 数据表格',
  component: DataTable,
  args: { columns, rows: penalties, caption: '行政处罚信息', onSortChange: fn() } as DataTableProps<Penalty>,
  argTypes: { layout: { control: 'inline-radio', options: dataTableLayouts } },
} satisfies Meta<typeof DataTable<Penalty>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const SortedByAmount: Story = {
  play: async ({ canvas, args }) => {
    const header = canvas.getByRole('columnheader', { name: /罚款金额/ });
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button'));
    await expect(header).toHaveAttribute('aria-sort', 'descending');
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'amount', direction: 'descending' });
    const firstRow = canvas.getAllByRole('row')[1]!;
    await expect(firstRow).toHaveTextContent('150,000');
  },
};

export const HiddenCaption: Story = { args: { captionHidden: true } };

export const Loading: Story = {
  args: { loading: true, rows: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '行政处罚信息 （表格）' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = { args: { rows: [] } };

/** On a phone the default layout scrolls sideways inside a focusable region. */
export const PhoneScroll: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };

/**
 * On a phone the stacked layout shows each row as a card: each value beside its column's name, which a
 * screen reader reads with it; the codes and dates (`nowrap`) stay on one line.
 */
export const PhoneStacked: Story = {
  args: { layout: 'stack', columns: columns.map((column) => (['code', 'date', 'amount'].includes(column.key) ? { ...column, nowrap: true } : column)) as DataTableProps<unknown>['columns'] },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: '行政处罚信息 （表格）' });
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    const cell = canvasElement.querySelector('tbody tr:first-child td:nth-child(2)')!;
    await expect(getComputedStyle(cell, '::before').content).toBe('"统一社会信用代码"');
  },
};

/**
 * The cards follow the table's own box, not the window: on a wide screen, in a column as narrow as a
 * user centre's beside its menu, the same table shows cards rather than scroll.
 */
export const StackedInANarrowColumn: Story = {
  args: { layout: 'stack' },
  render: (args) => (
    <div style={{ width: 420 }}>
      <DataTable<Penalty> {...(args as DataTableProps<Penalty>)} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('columnheader', { name: /处罚机关/ })).toBeNull();
  },
};

/** Wide enough for the whole table: the stacked layout is a table, as wide as its box, with no scrolling. */
export const StackedWhereItFits: Story = {
  args: { layout: 'stack' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('columnheader', { name: /处罚机关/ })).toBeVisible();
  },
};
