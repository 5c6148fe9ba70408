import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Textarea } from './Textarea';
import { Field } from '../Field/Field';

const meta = {
  title: '表单/Textarea 多行文本',
  component: Textarea,
  args: { maxLength: 200, placeholder: '请简要描述异议内容及理由' },
  render: (args) => (
    <Field label="异议内容" required hint="请写明异议信息的名称、文号及理由">
      <Textarea {...args} />
    </Field>
  ),
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typing: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('textbox'), '行政处罚已履行完毕');
    await expect(canvas.getByText('已输入 9/200 字')).toBeVisible();
  },
};

export const Full: Story = {
  args: {
    maxLength: 60,
    defaultValue:
      '本企业于2023年5月因未按规定公示年度报告被列入经营异常名录，现已补报并公示，申请移出并对相关信用信息进行修复，恳请予以受理审核。',
  },
};

export const WithoutCounter: Story = { args: { maxLength: undefined } };

export const Disabled: Story = { args: { disabled: true, defaultValue: '该申请已受理，内容不可修改。' } };
