export { ArticleView, defaultArticleViewLabels } from './ArticleView';
export type { ArticleViewProps, ArticleViewLabels, ArticleAttachment } from './ArticleView';
export { SanitizedArticleView } from './SanitizedArticleView';
export type { SanitizedArticleViewProps } from './SanitizedArticleView';
export type { SanitizedHtml } from './SanitizedHtml';
export { isSafeLinkHref, isSafeResourceUrl } from './safeUrl';
export { sanitizeArticleHtml, setSanitizerWindow, ARTICLE_ALLOWED_TAGS, ARTICLE_ALLOWED_ATTRIBUTES } from './sanitizeArticleHtml';
export type { SanitizeOptions } from './sanitizeArticleHtml';
