import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { TextInput, textInputTypes } from './TextInput';
import { Field } from '../Field/Field';
import { validateMobile } from '../../validators/formats';

const meta = {
  title: '表单/TextInput 文本输入',
  component: TextInput,
  argTypes: { type: { control: 'select', options: textInputTypes } },
  render: (args) => (
    <Field label="企业名称" required hint="请填写营业执照上的名称">
      <TextInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { placeholder: '请输入企业名称' } };

export const Filled: Story = { args: { defaultValue: '示例市信用科技有限公司' } };

export const Disabled: Story = { args: { defaultValue: '91350100M000100Y43', disabled: true } };

/** A mobile number checked as the visitor leaves the field. */
export const WithError: Story = {
  render: function MobileField() {
    const [value, setValue] = useState('1381234');
    const [error, setError] = useState<string | null>(null);
    return (
      <Field label="手机号码" required error={error}>
        <TextInput
          type="tel"
          inputMode="numeric"
          value={value}
          onChange={setValue}
          onBlur={() => {
            const result = validateMobile(value);
            setError(result === true ? null : result);
          }}
        />
      </Field>
    );
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/手机号码/);
    await userEvent.click(input);
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请输入正确的手机号码');
  },
};
