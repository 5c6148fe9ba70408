import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, dialogButton } from './Dialog';
import { elderMode, isOnScreen } from '../../storybook/elderMode';

interface DemoProps {
  title: string;
  hideTitle?: boolean;
  description?: string;
  paragraphs?: readonly string[];
}

function DialogDemo({ title, hideTitle, description, paragraphs = [] }: DemoProps) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={dialogButton({ variant: 'primary' })}>查看办事指南</Dialog.Trigger>
      <Dialog.Content title={title} hideTitle={hideTitle} description={description}>
        <Dialog.Body>
          {paragraphs.map((text) => (
            <p key={text} style={{ margin: 0 }}>
              {text}
            </p>
          ))}
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.Close className={dialogButton({ variant: 'secondary' })}>取消</Dialog.Close>
          <Dialog.Close className={dialogButton({ variant: 'primary' })}>确定</Dialog.Close>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const guide = [
  '申请人可通过本网站“信用修复”栏目在线提交信用修复申请，并上传相关证明材料。',
  '受理单位自收到申请之日起5个工作日内作出是否受理的决定，并通过短信告知申请人。',
];

const meta = {
  title: '组件/Dialog 对话框',
  component: DialogDemo,
  args: { title: '信用修复办事指南', description: '请仔细阅读以下说明后再提交申请。', paragraphs: guide },
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that opens it. */
export const Closed: Story = {};

export const Open: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看办事指南' }));
    const dialog = await screen.findByRole('dialog', { name: '信用修复办事指南' });
    await expect(dialog).toHaveAccessibleDescription('请仔细阅读以下说明后再提交申请。');
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(550);
  },
};

/** The design shows no title: it is still the dialog's accessible name. */
export const HiddenTitle: Story = {
  args: { hideTitle: true, description: undefined },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看办事指南' }));
    await expect(await screen.findByRole('dialog', { name: '信用修复办事指南' })).toBeVisible();
  },
};

/** Escape closes it and puts focus back on the button that opened it. */
export const ClosedWithEscape: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '查看办事指南' });
    await userEvent.click(trigger);
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const LongContent: Story = {
  args: {
    title: '关于进一步完善失信约束制度构建诚信建设长效机制的指导意见（全文）',
    paragraphs: Array.from(
      { length: 12 },
      (_, index) =>
        `第${index + 1}条：各地区、各部门要依法依规认定失信主体，严格规范失信惩戒措施，坚持过惩相当，保护信用主体合法权益，积极推进信用修复工作。`,
    ),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看办事指南' }));
    const dialog = await screen.findByRole('dialog', { name: /失信约束制度/ });
    // The box scrolls instead of growing past the screen.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: Open.play,
};

/** 关怀版: the × says 关闭 beside it, at the controls' height; the text in 24 px words. */
export const OpenElderMode: Story = {
  name: '打开（关怀版）',
  globals: { ...elderMode },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '查看办事指南' }));
    const dialog = await screen.findByRole('dialog', { name: '信用修复办事指南' });
    const close = within(dialog).getByRole('button', { name: '关闭' });
    await expect(isOnScreen(within(close).getByText('关闭'))).toBe(true);
    await expect(close.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};
