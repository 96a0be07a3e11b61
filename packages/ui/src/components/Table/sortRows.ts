import type { TableSortDirection } from './tableOptions';

export interface TableSort {
  key: string;
  direction: TableSortDirection;
}

/** What the table needs to know of a column to sort by it. */
export interface SortableColumn<Row> {
  key: string;
  sortValue?: (row: Row) => unknown;
}

/** The value a column shows for a row when it has no `cell`: the row's property named `key`. */
export function valueAt(row: unknown, key: string): unknown {
  return row !== null && typeof row === 'object'
    ? (row as Record<string, unknown>)[key]
    : undefined;
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const comparable = (value: unknown): number | string =>
  value instanceof Date
    ? value.getTime()
    : typeof value === 'number' || typeof value === 'bigint'
      ? Number(value)
      : typeof value === 'boolean'
        ? Number(value)
        : String(value);

/**
 * Ascending order of two cell values: numbers, dates and booleans by value, anything else as text
 * in the collator's language ("Émile" next to "Emma", "item 2" before "item 10").
 */
export function compareCellValues(a: unknown, b: unknown, collator: Intl.Collator): number {
  const left = comparable(a);
  const right = comparable(b);
  if (typeof left === 'number' && typeof right === 'number') return left - right;
  return collator.compare(String(left), String(right));
}

/**
 * The rows in the order of `sort`, as a new array (stable: equal rows keep their order). Empty values
 * go last in both directions, so a descending sort does not open on a page of blanks.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  columns: readonly SortableColumn<Row>[],
  sort: TableSort | null | undefined,
  locale: string,
): Row[] {
  const column = sort ? columns.find((candidate) => candidate.key === sort.key) : undefined;
  if (!sort || !column) return [...rows];
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
  const value = (row: Row) => (column.sortValue ? column.sortValue(row) : valueAt(row, column.key));
  const sign = sort.direction === 'descending' ? -1 : 1;
  return [...rows].sort((rowA, rowB) => {
    const a = value(rowA);
    const b = value(rowB);
    if (isEmpty(a) || isEmpty(b)) return Number(isEmpty(a)) - Number(isEmpty(b));
    return sign * compareCellValues(a, b, collator);
  });
}

/** A click on a column header: a new column sorts ascending, the sorted one flips its direction. */
export function nextSort(current: TableSort | null | undefined, key: string): TableSort {
  return current?.key === key && current.direction === 'ascending'
    ? { key, direction: 'descending' }
    : { key, direction: 'ascending' };
}
