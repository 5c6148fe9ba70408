import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';
import { isOnScreen } from '../../storybook/elderMode';
import { minimumTarget } from '../../styles/minimumTarget.css';

const meta = {
  title: '布局 Layout/VisuallyHidden 仅读屏可见',
  component: VisuallyHidden,
  args: { children: '：示例市西城区顺达建材有限公司' },
  argTypes: { as: { control: 'inline-radio', options: ['span', 'div', 'p', 'h2', 'h3'] } },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A repeated 查看详情 says which record it opens, to screen readers. */
export const InALink: Story = {
  render: (args) => (
    <a className={minimumTarget} href="#record-1">
      查看详情
      <VisuallyHidden {...args} />
    </a>
  ),
  play: async ({ canvas, args }) => {
    const words = canvas.getByText(String(args.children));
    await expect(isOnScreen(words)).toBe(false);
    await expect(canvas.getByRole('link').textContent).toBe(`查看详情${String(args.children)}`);
  },
};

/** A heading that names a section the design shows without one. */
export const AsHeading: Story = {
  args: { as: 'h2', id: 'results-heading', children: '查询结果' },
  render: (args) => (
    <section aria-labelledby="results-heading">
      <VisuallyHidden {...args} />
      <p>共找到 3 家企业。</p>
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '查询结果' })).toBeInTheDocument();
  },
};
