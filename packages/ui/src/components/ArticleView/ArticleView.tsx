import { forwardRef, useMemo } from 'react';
import { sanitizeArticleHtml } from './sanitizeArticleHtml';
import { SanitizedArticleView, type SanitizedArticleViewProps } from './SanitizedArticleView';

export { defaultArticleViewLabels } from './SanitizedArticleView';
export type { ArticleAttachment, ArticleViewLabels } from './SanitizedArticleView';

export interface ArticleViewProps extends Omit<SanitizedArticleViewProps, 'html'> {
  /** The article body from the CMS; sanitised before it is shown. */
  html: string;
  /** Where the body's http(s) links open. Default `_blank`. */
  linkTarget?: '_blank' | '_self';
}

/**
 * A news, policy or notice article: title, source, time, sanitised body and attachments. A body
 * sanitised beforehand (sanitizeArticleHtml) goes to SanitizedArticleView, which does not load DOMPurify.
 */
export const ArticleView = forwardRef<HTMLElement, ArticleViewProps>(function ArticleView({ html, linkTarget = '_blank', ...props }, ref) {
  const clean = useMemo(() => sanitizeArticleHtml(html, { linkTarget }), [html, linkTarget]);
  return <SanitizedArticleView ref={ref} {...props} html={clean} />;
});
ArticleView.displayName = 'ArticleView';
