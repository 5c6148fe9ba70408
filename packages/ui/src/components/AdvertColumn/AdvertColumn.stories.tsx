import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AdvertColumn } from './AdvertColumn';
import { sampleColumnAdverts, unsafeAdvert } from '../AdvertFloat/advertFixtures';

const meta = {
  title: '组件/AdvertColumn 左侧广告',
  component: AdvertColumn,
  args: { adverts: sampleColumnAdverts, onClose: fn(), stickyTop: 16 },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <AdvertColumn {...args} />
      <main style={{ flex: 1 }}>
        <h1 style={{ marginTop: 0 }}>信用动态</h1>
        {Array.from({ length: 8 }, (_, index) => (
          <p key={index}>示例市持续推进社会信用体系建设，第{index + 1}批信用承诺示范单位名单已公示。</p>
        ))}
      </main>
    </div>
  ),
} satisfies Meta<typeof AdvertColumn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary', { name: '左侧广告' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: /信易贷/ })).toHaveAttribute('href', 'https://xyd.creditchina.gov.cn/');
    await expect(canvas.getByRole('link', { name: /诚信经营/ })).toHaveAttribute('href', 'http://credit.example.gov.cn/cxjy');
  },
};

export const ClosedByVisitor: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '关闭左侧广告' }));
    await expect(canvas.queryByRole('complementary', { name: '左侧广告' })).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const UnsafeAddress: Story = { args: { adverts: [unsafeAdvert] } };

/** Hidden on a phone, where it would cover the page. */
export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
