export { Pagination, paginationParts, defaultPaginationLabels } from './Pagination';
export type { PaginationProps, PaginationLabels, PaginationPart } from './Pagination';
export { pageItems, pageCount, DEFAULT_PAGE_SIZE, DEFAULT_PAGE_SIZES } from './pageItems';
export type { PageItem } from './pageItems';
