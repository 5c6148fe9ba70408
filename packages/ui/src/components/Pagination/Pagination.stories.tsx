import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination, paginationParts, type PaginationProps } from './Pagination';
import { elderMode, isOnScreen } from '../../storybook/elderMode';

/** Holds the page like a list page would, so the controls can be tried. */
function PagedList(props: PaginationProps) {
  const [state, setState] = useState({ page: props.page, pageSize: props.pageSize ?? 15 });
  return (
    <Pagination
      {...props}
      page={state.page}
      pageSize={state.pageSize}
      onChange={(page, pageSize) => {
        setState({ page, pageSize });
        props.onChange(page, pageSize);
      }}
    />
  );
}

const meta = {
  title: '组件/Pagination 分页',
  component: Pagination,
  render: (args) => <PagedList {...args} />,
  args: { total: 286, page: 1, onChange: fn() },
  argTypes: { layout: { control: 'check', options: paginationParts } },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '上一页' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '第 1 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('共 286 条')).toBeVisible();
  },
};

/** A page in the middle: ellipses on both sides. */
export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '下一页' }));
    await expect(args.onChange).toHaveBeenCalledWith(11, 15);
    await expect(canvas.getByRole('button', { name: '第 11 页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LastPage: Story = { args: { page: 20 } };

export const JumpToPage: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('spinbutton', { name: '跳至页码' }), '7{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(7, 15);
  },
};

export const ChangePageSize: Story = {
  args: { page: 4 },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: '每页条数' }), '50');
    await expect(args.onChange).toHaveBeenCalledWith(1, 50);
  },
};

export const FewPages: Story = { args: { total: 40 } };

export const Empty: Story = { args: { total: 0 } };

/** The spec's layout (prev, pager, next, jumper), without total and sizes. */
export const SpecLayout: Story = { args: { layout: ['prev', 'pager', 'next', 'jumper'] } };

/** On a phone only prev, 3 / 20 and next remain. */
export const Phone: Story = {
  args: { page: 3 },
  globals: { viewport: { value: 'phone', isRotated: false } },
};

/** 关怀版: larger page buttons; the parts wrap onto more lines rather than shrink. */
export const MiddlePageElderMode: Story = {
  name: '中间页（关怀版）',
  globals: { ...elderMode },
  args: { page: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: '下一页' }).getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** 关怀版 on a phone: 第 3 页，共 20 页 in words, in place of 3 / 20. */
export const PhoneElderMode: Story = {
  name: '手机（关怀版）',
  args: { page: 3 },
  globals: { ...elderMode, viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(isOnScreen(canvas.getByText('第 3 页，共 20 页'))).toBe(true);
    await expect(isOnScreen(canvas.getByText('3 / 20'))).toBe(false);
  },
};
