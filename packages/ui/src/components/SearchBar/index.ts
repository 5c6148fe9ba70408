export {
  SearchBar,
  searchBarVariants,
  defaultSearchBarLabels,
  defaultSearchTypes,
  closedSearchTypes,
} from './SearchBar';
export type {
  SearchBarProps,
  SearchBarLabels,
  SearchBarVariant,
  SearchQuery,
  SearchTypeCode,
  SearchTypeOption,
} from './SearchBar';
