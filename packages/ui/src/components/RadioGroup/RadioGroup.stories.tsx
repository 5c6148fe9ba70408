import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RadioGroup, radioGroupDirections } from './RadioGroup';
import { Field } from '../Field/Field';

const subjects = [
  { value: 'enterprise', label: '企业法人' },
  { value: 'other', label: '其他法人' },
  { value: 'person', label: '自然人' },
];

const meta = {
  title: '表单/RadioGroup 单选',
  component: RadioGroup,
  args: { options: subjects, name: 'subject', onChange: fn() },
  argTypes: { direction: { control: 'inline-radio', options: radioGroupDirections } },
  render: (args) => (
    <Field label="异议申诉主体" group required>
      <RadioGroup {...args} />
    </Field>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {};

export const ChosenWithKeyboard: Story = {
  args: { defaultValue: 'enterprise' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('radio', { name: '企业法人' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '其他法人' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('other', expect.anything());
  },
};

export const Column: Story = { args: { direction: 'column', defaultValue: 'person' } };

export const WithError: Story = {
  render: (args) => (
    <Field label="异议申诉主体" group required error="请选择异议申诉主体">
      <RadioGroup {...args} />
    </Field>
  ),
};

export const DisabledOption: Story = {
  args: { options: [...subjects.slice(0, 2), { value: 'person', label: '自然人（暂未开放）', disabled: true }] },
};
