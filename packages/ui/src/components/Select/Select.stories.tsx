import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Select } from './Select';
import { Field } from '../Field/Field';

export const districts = [
  { value: 'dongcheng', label: '东城区' },
  { value: 'nancheng', label: '南城区' },
  { value: 'xicheng', label: '西城区' },
  { value: 'beicheng', label: '北城区' },
  { value: 'shanqian', label: '山前县' },
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
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: /所属区县/ }), '西城区');
    await expect(args.onChange).toHaveBeenCalledWith('xicheng', expect.anything());
  },
};

export const WithError: Story = {
  render: (args) => (
    <Field label="所属区县" required error="请选择所属区县">
      <Select {...args} />
    </Field>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'shanqian' } };
