import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DateInput } from './DateInput';
import { Field } from '../Field/Field';

const meta = {
  title: '表单/DateInput 日期',
  component: DateInput,
  args: { min: '2020-01-01', max: '2024-12-31', onChange: fn() },
  render: (args) => (
    <Field label="处罚决定日期" required hint="2020年1月1日至2024年12月31日">
      <DateInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/处罚决定日期/);
    await expect(input).toHaveAttribute('min', '2020-01-01');
    await expect(input).toHaveAttribute('max', '2024-12-31');
  },
};

export const Filled: Story = { args: { defaultValue: '2024-03-08' } };

export const WithError: Story = {
  args: { defaultValue: '2025-01-10' },
  render: (args) => (
    <Field label="处罚决定日期" required error="日期不能晚于2024年12月31日">
      <DateInput {...args} />
    </Field>
  ),
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '2024-03-08' } };
