import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';
import { Field } from '../Field/Field';

export const districts = [
  { value: 'chengxiang', label: '城厢区' },
  { value: 'hanjiang', label: '涵江区' },
  { value: 'licheng', label: '荔城区' },
  { value: 'xiuyu', label: '秀屿区' },
  { value: 'xianyou', label: '仙游县' },
];

const meta = {
  title: '表单/Select 下拉选择',
  component: Select,
  args: { options: districts, onChange: fn() },
  render: (args) => (
    <Field label="所属区县" required>
      <Select {...args} />
    </Field>
  ),
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const Chosen: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /所属区县/ }), '荔城区');
    await expect(args.onChange).toHaveBeenCalledWith('licheng', expect.anything());
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="所属区县" required error="请选择所属区县">
      <Select {...args} />
    </Field>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'xianyou' } };
