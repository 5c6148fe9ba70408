import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: '组件/Button 按钮',
  component: Button,
  args: { children: '查询', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查询' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: '重置' } };

export const Link: Story = { args: { variant: 'link', children: '查看详情' } };

/** Every variant in both sizes, enabled and disabled, as a designer compares them. */
export const AllVariantsAndSizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {buttonSizes.map((size) =>
        [false, true].map((disabled) => (
          <div key={`${size}-${disabled}`} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
            {buttonVariants.map((variant) => (
              <Button key={variant} {...args} variant={variant} size={size} disabled={disabled}>
                {`${variant} ${size}${disabled ? ' disabled' : ''}`}
              </Button>
            ))}
          </div>
        )),
      )}
    </div>
  ),
};

export const Small: Story = { args: { variant: 'primary', size: 'small', children: '标记已读' } };

export const Disabled: Story = {
  args: { variant: 'primary', disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '查询' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { variant: 'primary', loading: true, children: '提交' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '提交' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** A long Chinese label wraps inside a narrow column instead of overflowing. */
export const LongChineseLabel: Story = {
  args: { variant: 'primary', children: '下载PDF版信用报告' },
  render: (args) => (
    <div style={{ width: 120 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '下载PDF版信用报告' })).toBeVisible();
  },
};
