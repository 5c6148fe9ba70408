import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Checkbox } from './Checkbox';
import { Field } from '../Field/Field';

const meta = {
  title: '表单/Checkbox 复选框',
  component: Checkbox,
  args: { label: '我已阅读并同意《信用承诺书》', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: '我已阅读并同意《信用承诺书》' }));
    await expect(args.onChange).toHaveBeenCalledWith(true, expect.anything());
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Disabled: Story = { args: { disabled: true, label: '不再提示' } };

export const WithError: Story = {
  render: (args) => (
    <Field error="请阅读并同意《信用承诺书》" required>
      <Checkbox {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('请阅读并同意《信用承诺书》');
  },
};
