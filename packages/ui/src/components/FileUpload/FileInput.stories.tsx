import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { FileInput } from './FileInput';
import { Field } from '../Field/Field';

const meta = {
  title: '表单/FileInput 文件选择',
  component: FileInput,
  args: { name: 'file', accept: ['.xlsx', '.csv'], onChange: fn() },
  render: (args) => (
    <Field label="撤销清单" required hint="xlsx 或 UTF-8 编码的 csv，第1行为表头，最多500行">
      <FileInput {...args} />
    </Field>
  ),
} satisfies Meta<typeof FileInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The browser's own picker, at least 44 px high whatever its button's font. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/撤销清单/);
    await expect(input.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = {
  render: (args) => (
    <Field label="撤销清单" required error="请选择撤销清单">
      <FileInput {...args} />
    </Field>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/撤销清单/)).toHaveAccessibleDescription('请选择撤销清单');
  },
};
