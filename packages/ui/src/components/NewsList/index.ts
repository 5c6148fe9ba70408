export { NewsList, defaultNewsListLabels, NEWS_SEPARATOR_EVERY } from './NewsList';
export type { NewsListProps, NewsListItem, NewsListLabels } from './NewsList';
