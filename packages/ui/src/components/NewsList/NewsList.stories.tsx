import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { NewsList, type NewsListItem } from './NewsList';

const titles = [
  '示例市召开2024年社会信用体系建设工作推进会',
  '关于开展信用修复专项培训的通知',
  '市发改委发布《示例市公共信用信息管理办法》解读',
  '我市3家企业入选全省诚信示范企业名单',
  '“信易贷”平台累计为中小微企业授信超50亿元',
  '关于公布2024年第一季度守信激励对象名单的公告',
  '全市开展食品安全领域信用专项治理行动',
  '示例市“双随机、一公开”监管工作情况通报',
  '信用承诺制度在工程建设领域全面推行',
  '关于调整失信被执行人信息公示方式的说明',
  '2024年“诚信兴商宣传月”活动启动',
  '市场监管部门联合开展企业年报公示核查',
];

export const sampleNews: NewsListItem[] = titles.map((title, i) => ({
  id: i + 1,
  title,
  href: `/content-detail?id=${1000 + i}`,
  time: new Date(2024, 2, 28 - i * 2, 9, 30),
}));

const meta = {
  title: '组件/NewsList 新闻列表',
  component: NewsList,
  args: { title: '信用动态', items: sampleNews.slice(0, 10), moreHref: '/credit-dynamics', onRetry: fn() },
} satisfies Meta<typeof NewsList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ten items: a separator after the fifth. */
export const TenItems: Story = {
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(10);
    await expect(canvasElement.querySelectorAll('[data-separator]')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: /^更多\s*信用动态$/ })).toHaveAttribute('href', '/credit-dynamics');
  },
};

export const TwelveItems: Story = { args: { items: sampleNews } };

export const WithoutMoreLink: Story = { args: { moreHref: undefined, title: '政策法规', items: sampleNews.slice(0, 5) } };

export const LongTitles: Story = {
  args: {
    items: sampleNews.slice(0, 3).map((item) => ({
      ...item,
      title: `${item.title}——关于进一步完善失信约束制度构建诚信建设长效机制的实施意见全文及政策解读`,
    })),
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载…');
  },
};

export const Empty: Story = { args: { items: [] } };

export const Failed: Story = {
  args: { error: '网络异常，请稍后重试' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
};
