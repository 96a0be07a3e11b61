/** How a column's header and cells line up, in logical terms so right-to-left needs nothing more. */
export const tableColumnAlignments = ['start', 'center', 'end'] as const;
export const tableSortDirections = ['ascending', 'descending'] as const;

export type TableColumnAlign = (typeof tableColumnAlignments)[number];
export type TableSortDirection = (typeof tableSortDirections)[number];

export const DEFAULT_TABLE_COLUMN_ALIGN: TableColumnAlign = 'start';

/** docs/product.md §9: the loading skeleton table has 8 rows. */
export const TABLE_LOADING_ROWS = 8;
