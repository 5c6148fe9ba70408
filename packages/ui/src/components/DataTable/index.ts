export { DataTable, dataTableLayouts, dataTableStackWidths, defaultDataTableLabels, estimateTableWidth } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableLabels,
  DataTableLayout,
  DataTableStackWidth,
  SortState,
  SortDirection,
} from './DataTable';
