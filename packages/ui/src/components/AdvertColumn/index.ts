export { AdvertColumn, defaultAdvertColumnLabels } from './AdvertColumn';
export type { AdvertColumnProps, AdvertColumnLabels } from './AdvertColumn';
