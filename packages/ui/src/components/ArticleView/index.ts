export { ArticleView, defaultArticleViewLabels } from './ArticleView';
export type { ArticleViewProps, ArticleViewLabels, ArticleAttachment } from './ArticleView';
export {
  sanitizeArticleHtml,
  setSanitizerWindow,
  isSafeLinkHref,
  isSafeResourceUrl,
  ARTICLE_ALLOWED_TAGS,
  ARTICLE_ALLOWED_ATTRIBUTES,
} from './sanitizeArticleHtml';
export type { SanitizeOptions } from './sanitizeArticleHtml';
