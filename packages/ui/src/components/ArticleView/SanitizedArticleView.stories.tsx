import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SanitizedArticleView } from './SanitizedArticleView';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';
import { sampleArticleAttachments, sampleArticleHtml } from '../../storybook/fixtures';

/**
 * The body sanitised beforehand, e.g. on the server where the page's data is loaded; the page then
 * shows it without loading DOMPurify. Here it is sanitised where the story is written.
 */
const meta = {
  title: '组件/SanitizedArticleView 已净化的文章',
  component: SanitizedArticleView,
  args: {
    title: '关于进一步规范行政处罚信息信用修复工作的通知',
    source: '示例市发展和改革委员会',
    time: '2024-03-08 15:30:00',
    html: sanitizeArticleHtml(sampleArticleHtml),
    attachments: sampleArticleAttachments,
  },
} satisfies Meta<typeof SanitizedArticleView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('关于进一步规范行政处罚信息信用修复工作的通知');
    await expect(canvas.getByRole('table', { name: '信用修复办理时限' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '信用中国' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(canvas.getByRole('link', { name: '下载 信用修复申请表.docx' })).toHaveAttribute('download');
  },
};

/** Sanitised for links that open in the same tab: the choice is made when sanitising. */
export const LinksInSameTab: Story = {
  args: { html: sanitizeArticleHtml(sampleArticleHtml, { linkTarget: '_self' }), attachments: [], headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '关于进一步规范行政处罚信息信用修复工作的通知' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '信用中国' })).not.toHaveAttribute('target');
  },
};
