export { ContentCard, defaultContentCardLabels } from './ContentCard';
export type { ContentCardProps, ContentCardLabels } from './ContentCard';
