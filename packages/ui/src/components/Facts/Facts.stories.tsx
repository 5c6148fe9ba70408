import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Facts, factsLooks, factsTermWidths, type Fact } from './Facts';
import { elderMode } from '../../storybook/elderMode';

const enterprise: Fact[] = [
  { term: '企业名称', value: '示例市西城区顺达建材有限公司' },
  { term: '统一社会信用代码', value: '91350304MA2Y3K8L0X' },
  { term: '法定代表人', value: '林某某' },
  { term: '成立日期', value: '2016-05-12' },
  { term: '登记机关', value: '示例市西城区市场监督管理局' },
  { term: '注册资本', value: null },
  { term: '住所', value: '福建省示例市西城区镇海街道荔园东路 1888 号顺达商务中心 12 层 1201 室', wide: true },
  { term: '经营范围', value: '建筑材料、装饰材料、五金交电、水暖器材的批发与零售；建筑工程机械设备租赁。（依法须经批准的项目，经相关部门批准后方可开展经营活动）', wide: true },
];

const meta = {
  title: '布局 Layout/Facts 信息列表',
  component: Facts,
  args: { items: enterprise, columns: 2, look: 'boxed', termWidth: 'md', 'aria-label': '企业基本信息' },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2] },
    look: { control: 'inline-radio', options: factsLooks },
    termWidth: { control: 'inline-radio', options: factsTermWidths },
  },
} satisfies Meta<typeof Facts>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A record's details: two columns from md (768 px), shaded terms, a missing 注册资本 read as 暂无. */
export const BoxedTwoColumns: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('term')).toHaveLength(enterprise.length);
    await expect(canvas.getAllByRole('definition')[5]).toHaveTextContent('暂无');
  },
};

/** Plain: muted terms beside their values (a receipt, a card's figures). */
export const PlainOneColumn: Story = {
  args: {
    look: 'plain',
    columns: 1,
    termWidth: 'sm',
    items: [
      { term: '受理编号', value: 'XF20261103001' },
      { term: '提交时间', value: '2026-11-03 10:24:18' },
      { term: '办理状态', value: '待受理' },
    ],
  },
};

/** Every look with every term width. */
export const LooksAndTermWidths: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 24 }}>
      {factsLooks.flatMap((look) =>
        factsTermWidths.map((termWidth) => (
          <Facts key={`${look}-${termWidth}`} look={look} termWidth={termWidth} columns={2} items={enterprise.slice(0, 4)} aria-label={`${look} ${termWidth}`} />
        )),
      )}
    </div>
  ),
};

/** On a phone: one column; a value too long for the line goes under its term and wraps. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl')!;
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** 关怀版: one column at every width, 24 px words. */
export const ElderMode: Story = { globals: { ...elderMode } };

/** `inline`: a message's writer and dates one after another, wrapping on a phone. */
export const InlineOnPhone: Story = {
  args: {
    look: 'inline',
    columns: 1,
    items: [
      { term: '留言人', value: '王**' },
      { term: '留言时间', value: '2026-11-03' },
      { term: '回复单位', value: '示例市市场监督管理局信用监管科示例市市场监督管理局信用监管科' },
    ],
    'aria-label': '留言信息',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    // Each term right before its value on the line (the pairs themselves wrap as the line fills).
    const [term] = canvas.getAllByRole('term');
    const [value] = canvas.getAllByRole('definition');
    await expect(value!.getBoundingClientRect().top).toBe(term!.getBoundingClientRect().top);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
