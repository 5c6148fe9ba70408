import type { ReactNode } from 'react';
import { SanitizedArticleView, type SanitizedHtml } from '@credit-portal/ui';
import { portal } from '#portal';

/** What the CMS answers for an article (articleinfo/detail), as far as it is shown, its HTML sanitised by the route's loader (sanitizedArticle.ts). */
interface CmsArticleData {
  title: string;
  source?: string;
  releaseTime?: string;
  content: SanitizedHtml;
  attachments: { id: string; name: string; size: number }[];
}

/**
 * A CMS article the way /content-detail shows it: its attachments download through the portal's
 * file address. Used by the article detail, the footer's single pages and the credit-repair guides.
 */
export function CmsArticle({ article, headingLevel, footer }: { article: CmsArticleData; headingLevel: 1 | 2; footer?: ReactNode }) {
  return (
    <SanitizedArticleView
      headingLevel={headingLevel}
      title={article.title}
      source={article.source}
      time={article.releaseTime}
      html={article.content}
      attachments={article.attachments.map((file) => ({ name: file.name, size: file.size, href: portal.downloadUrl(file.id) }))}
      footer={footer}
    />
  );
}
