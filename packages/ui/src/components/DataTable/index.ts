export { DataTable, dataTableLayouts, defaultDataTableLabels } from './DataTable';
export type {
  DataTableProps,
  DataTableColumn,
  DataTableLabels,
  DataTableLayout,
  SortState,
  SortDirection,
} from './DataTable';
