import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Notice, noticeTones } from './Notice';
import { ButtonLink } from '../Button/ButtonLink';
import { elderMode, isOnScreen } from '../../storybook/elderMode';

const meta = {
  title: '布局 Layout/Notice 提示框',
  component: Notice,
  args: { tone: 'info', title: '温馨提示', children: '本平台信用信息每日更新，查询结果仅供参考。' },
  argTypes: { tone: { control: 'inline-radio', options: noticeTones }, titleAs: { control: 'inline-radio', options: ['div', 'h2', 'h3', 'h4'] } },
} satisfies Meta<typeof Notice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In its place on the page: no role, so it is read where it stands, its kind first (提示：). */
export const Info: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).toBeNull();
    await expect(canvas.getByText('提示：')).toBeInTheDocument();
  },
};

/** Every kind, with and without a title. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      {noticeTones.map((tone) => (
        <div key={tone} style={{ display: 'grid', gap: 8 }}>
          <Notice tone={tone} title={{ info: '温馨提示', success: '提交成功', warning: '办理须知', error: '提交失败' }[tone]}>
            <p>{{ info: '查询结果仅供参考。', success: '受理编号：XF20261103001，请妥善保存。', warning: '申请材料须加盖单位公章。', error: '网络异常，请稍后重试。' }[tone]}</p>
          </Notice>
          <Notice tone={tone}>没有标题的提示，只有一句话。</Notice>
        </div>
      ))}
    </div>
  ),
};

/** A longer notice: a list of materials and a link onwards. */
export const WithListAndAction: Story = {
  args: {
    tone: 'warning',
    title: '申请信用修复须准备以下材料',
    children: (
      <>
        <ul>
          <li>信用修复申请书（加盖公章）</li>
          <li>已履行行政处罚决定的证明材料</li>
          <li>信用承诺书</li>
        </ul>
        <p>
          <ButtonLink href="/credit-repair-guide" size="small">
            查看办事指南
          </ButtonLink>
        </p>
      </>
    ),
  },
};

/** In answer to the visitor's action (a refused upload): announced as an alert. */
export const AnnouncedError: Story = {
  args: { tone: 'error', title: undefined, announce: true, children: '文件超过 10 MB，请重新选择。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('错误：文件超过 10 MB，请重新选择。');
  },
};

/** In 关怀版 the kind's word stands beside its sign. */
export const ElderMode: Story = {
  args: { tone: 'success', title: '提交成功', children: '我们将在 5 个工作日内答复。' },
  globals: { ...elderMode },
  play: async ({ canvas }) => {
    await expect(isOnScreen(canvas.getByText('成功：'))).toBe(true);
  },
};

/** A long unbroken value wraps inside the box on a phone. */
export const LongWordsOnPhone: Story = {
  args: { tone: 'info', title: '统一社会信用代码', children: '91350304MA2Y3K8L0X91350304MA2Y3K8L0X91350304MA2Y3K8L0X' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};
