import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Field } from './Field';
import { TextInput } from '../TextInput/TextInput';
import { RadioGroup } from '../RadioGroup/RadioGroup';

const meta = {
  title: '表单/Field 表单项',
  component: Field,
  args: { label: '统一社会信用代码', children: <TextInput placeholder="请输入18位统一社会信用代码" /> },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const Required: Story = { args: { required: true } };

export const WithHint: Story = { args: { required: true, hint: '由18位数字或大写字母组成，见营业执照' } };

export const WithError: Story = {
  args: { required: true, hint: '由18位数字或大写字母组成，见营业执照', error: '请输入正确的统一社会信用代码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toHaveAccessibleDescription(
      '由18位数字或大写字母组成，见营业执照 请输入正确的统一社会信用代码',
    );
  },
};

/** A group of radio buttons: a fieldset with the label as its legend. */
export const Group: Story = {
  args: {
    label: '申诉主体类型',
    required: true,
    group: true,
    error: '请选择申诉主体类型',
    children: (
      <RadioGroup
        name="subject"
        options={[
          { value: 'enterprise', label: '企业法人' },
          { value: 'other', label: '其他法人' },
          { value: 'person', label: '自然人' },
        ]}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: /申诉主体类型/ })).toHaveAccessibleDescription('请选择申诉主体类型');
  },
};
