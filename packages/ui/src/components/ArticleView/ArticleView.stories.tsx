import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ArticleView } from './ArticleView';

const body = `
<p>为深入贯彻落实国家和省关于社会信用体系建设的决策部署，进一步规范信用修复工作，保障信用主体合法权益，现将有关事项通知如下。</p>
<h2>一、适用范围</h2>
<p>本通知适用于在<strong>示例市公共信用信息平台</strong>公示的行政处罚信息的信用修复。</p>
<h3>（一）申请条件</h3>
<ol>
  <li>已履行行政处罚决定规定的义务；</li>
  <li>公示期满三个月以上；</li>
  <li>作出<em>信用承诺</em>并公开。</li>
</ol>
<h2>二、办理流程</h2>
<table>
  <caption>信用修复办理时限</caption>
  <thead><tr><th scope="col">环节</th><th scope="col">办理时限</th></tr></thead>
  <tbody><tr><td>受理</td><td>2个工作日</td></tr><tr><td>审核</td><td>5个工作日</td></tr></tbody>
</table>
<p>详情请登录<a href="https://www.creditchina.gov.cn/">信用中国</a>网站查询，或拨打咨询电话<a href="tel:0594-2285000">0594-2285000</a>，也可发送邮件至<a href="mailto:xyb@example.gov.cn">xyb@example.gov.cn</a>。</p>
`;

const meta = {
  title: '组件/ArticleView 文章详情',
  component: ArticleView,
  args: {
    title: '关于进一步规范行政处罚信息信用修复工作的通知',
    source: '示例市发展和改革委员会',
    time: '2024-03-08 15:30:00',
    html: body,
    attachments: [
      { name: '信用修复申请表.docx', href: '/files/credit-repair-form.docx', size: 34_816 },
      { name: '信用承诺书（模板）.pdf', href: '/files/credit-promise.pdf', size: 1_258_291 },
    ],
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
