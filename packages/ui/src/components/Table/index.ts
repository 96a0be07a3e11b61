export { Table, type TableColumn, type TableProps } from './Table';
export { compareCellValues, nextSort, sortRows, type TableSort } from './sortRows';
export {
  TABLE_LOADING_ROWS,
  tableColumnAlignments,
  tableSortDirections,
  type TableColumnAlign,
  type TableSortDirection,
} from './tableOptions';
