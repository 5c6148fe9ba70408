import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleView } from './ArticleView';
import { sampleArticleAttachments, sampleArticleHtml } from '../../storybook/fixtures';

const meta = {
  title: '组件/ArticleView 文章详情',
  component: ArticleView,
  args: {
    title: '关于进一步规范行政处罚信息信用修复工作的通知',
    source: '示例市发展和改革委员会',
    time: '2024-03-08 15:30:00',
    html: sampleArticleHtml,
    attachments: sampleArticleAttachments,
  },
} satisfies Meta<typeof ArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('关于进一步规范行政处罚信息信用修复工作的通知');
    await expect(canvas.getByRole('link', { name: '信用中国' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: '下载 信用修复申请表.docx' })).toHaveAttribute('download');
  },
};

/** A hostile body: scripts, handlers and javascript: links are gone, the text stays. */
export const UnsafeHtmlRemoved: Story = {
  args: {
    title: '含有不安全代码的文章',
    attachments: [],
    html: `<p onclick="alert(1)">正文第一段</p><script>alert(1)</script><img src="x" onerror="alert(1)" alt="示意图">
      <a href="javascript:alert(1)">点击查看</a><iframe src="https://example.com"></iframe><style>p{color:red}</style>
      <svg onload="alert(1)"><circle r="5"/></svg><p style="color:red">第二段</p>`,
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('正文第一段')).toBeVisible();
    await expect(canvasElement.querySelector('script, iframe, style, svg, [onclick], [onerror], [style]')).toBeNull();
    await expect(canvas.queryByRole('link', { name: '点击查看' })).toBeNull();
  },
};

export const WithoutAttachments: Story = { args: { attachments: [] } };

export const LongTitle: Story = {
  args: {
    title: '示例市社会信用体系建设领导小组办公室关于印发《示例市2024年社会信用体系建设工作要点》及重点任务分工方案的通知',
  },
};

export const Phone: Story = { globals: { viewport: { value: 'phone', isRotated: false } } };
