// The chunk shell/sanitizer.ts loads: the sanitizer alone, not the rest of the design system.
export { sanitizeArticleHtml } from '@credit-portal/ui';
