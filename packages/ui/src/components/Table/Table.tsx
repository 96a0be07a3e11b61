import {
  forwardRef,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ForwardedRef,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  type TableHTMLAttributes,
} from 'react';
import { useUiLocale, useUiText } from '../../i18n';
import { optionOrDefault } from '../../internal/optionOrDefault';
import { Button } from '../Button';
import { nextSort, sortRows, valueAt, type TableSort } from './sortRows';
import * as styles from './Table.css';
import {
  DEFAULT_TABLE_COLUMN_ALIGN,
  TABLE_LOADING_ROWS,
  tableColumnAlignments,
  type TableColumnAlign,
} from './tableOptions';
import { useScrollOverflow } from './useScrollOverflow';

export interface TableColumn<Row> {
  /** Unique among the columns; also the row property shown and sorted by when there is no `cell`. */
  key: string;
  header: ReactNode;
  /**
   * What the cell shows; the row's `key` property as text by default. Text (a string or a number)
   * is shown in a `<bdi>`, so that what someone typed keeps its own direction; a cell that returns
   * elements puts the typed text in a `<bdi>` itself.
   */
  cell?: (row: Row) => ReactNode;
  sortable?: boolean;
  /** The value the table sorts by when it sorts by itself; the row's `key` property by default. */
  sortValue?: (row: Row) => unknown;
  align?: TableColumnAlign;
  /** Marks this column's cells as the header of their row (e.g. a name column). */
  rowHeader?: boolean;
  /** A CSS width for the column, e.g. `'12rem'`. */
  width?: string;
}

export interface TableProps<Row> extends Omit<
  TableHTMLAttributes<HTMLTableElement>,
  'children' | 'className'
> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /** Names the table for everyone; hide it with `hideCaption` when a heading nearby says the same. */
  caption: ReactNode;
  hideCaption?: boolean;
  /**
   * Controlled sort: the table shows `rows` in the order given (the app or server sorts) and reports
   * clicks through `onSortChange`. Leave it undefined and the table sorts `rows` itself.
   */
  sort?: TableSort | null;
  defaultSort?: TableSort | null;
  onSortChange?: (sort: TableSort) => void;
  /** Adds a checkbox to every row and a select-all checkbox to the header. */
  selectable?: boolean;
  /** Controlled selection; may hold ids of rows on other pages, which select-all leaves alone. */
  selectedIds?: readonly string[];
  defaultSelectedIds?: readonly string[];
  onSelectionChange?: (selectedIds: string[]) => void;
  /** Names a row in its checkbox's label ("Select row {name}"); `getRowId` by default. */
  getRowLabel?: (row: Row) => string;
  /**
   * First load (docs/product.md §2): 8 placeholder rows instead of `rows`, a placeholder footer row when there is
   * a `footer`, and the table says it is busy.
   */
  loading?: boolean;
  loadingRows?: number;
  /** Shown in one full-width cell when there are no rows; "No data" in the current locale by default. */
  emptyText?: ReactNode;
  /** A footer row under the table, e.g. a `Pagination`. */
  footer?: ReactNode;
  /** Goes on the outer frame (border and footer included); other attributes go on the `<table>`. */
  className?: string;
}

const placeholderWidths = ['72%', '48%', '60%', '36%', '54%', '66%'];

const displayValue = (value: unknown): ReactNode =>
  value === null || value === undefined
    ? ''
    : value instanceof Date
      ? value.toISOString()
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);

/**
 * A cell's text keeps its own direction (`<bdi>`, dir="auto"): a Latin address in an Arabic table
 * reads "78 Giải Phóng, Hà Nội", not with its number carried to the end, and the column stays
 * aligned to the table's side. Elements are the column's own to isolate.
 */
const isolated = (content: ReactNode): ReactNode =>
  (typeof content === 'string' && content !== '') || typeof content === 'number' ? (
    <bdi>{content}</bdi>
  ) : (
    content
  );

function SortIcon({ direction }: { direction: TableSort['direction'] | 'none' }) {
  return (
    <svg className={styles.sortIcon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d="M8 2.5 4.5 6.5h7z"
        fill="currentColor"
        opacity={direction === 'ascending' ? 1 : direction === 'none' ? 0.45 : 0}
      />
      <path
        d="M8 13.5 4.5 9.5h7z"
        fill="currentColor"
        opacity={direction === 'descending' ? 1 : direction === 'none' ? 0.45 : 0}
      />
    </svg>
  );
}

function SelectAllCheckbox({
  checked,
  indeterminate,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
  label: string;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  // "Indeterminate" exists only as a DOM property, not as an attribute React could set.
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

function TableInner<Row>(
  {
    columns,
    rows,
    getRowId,
    caption,
    hideCaption = false,
    sort: sortProp,
    defaultSort = null,
    onSortChange,
    selectable = false,
    selectedIds: selectedIdsProp,
    defaultSelectedIds = [],
    onSelectionChange,
    getRowLabel = getRowId,
    loading = false,
    loadingRows = TABLE_LOADING_ROWS,
    emptyText,
    footer,
    className,
    ...tableProps
  }: TableProps<Row>,
  ref: ForwardedRef<HTMLTableElement>,
) {
  const text = useUiText();
  const locale = useUiLocale();
  const captionId = useId();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflowing = useScrollOverflow(scrollerRef);

  const [uncontrolledSort, setUncontrolledSort] = useState<TableSort | null>(defaultSort);
  const sortControlled = sortProp !== undefined;
  const sort = sortControlled ? sortProp : uncontrolledSort;

  const [uncontrolledSelection, setUncontrolledSelection] =
    useState<readonly string[]>(defaultSelectedIds);
  const selectedIds = selectedIdsProp ?? uncontrolledSelection;
  const selected = useMemo(() => new Set(selectedIds), [selectedIds]);

  const shownRows = useMemo(
    () => (sortControlled ? rows : sortRows(rows, columns, sort, locale)),
    [sortControlled, rows, columns, sort, locale],
  );

  const changeSort = (key: string) => {
    const next = nextSort(sort, key);
    if (!sortControlled) setUncontrolledSort(next);
    onSortChange?.(next);
  };

  const changeSelection = (next: string[]) => {
    if (selectedIdsProp === undefined) setUncontrolledSelection(next);
    onSelectionChange?.(next);
  };

  const rowIds = shownRows.map(getRowId);
  const selectedCount = rowIds.filter((id) => selected.has(id)).length;
  const allSelected = rowIds.length > 0 && selectedCount === rowIds.length;
  const toggleAll = () =>
    changeSelection(
      allSelected
        ? selectedIds.filter((id) => !rowIds.includes(id))
        : [...selectedIds, ...rowIds.filter((id) => !selected.has(id))],
    );
  const toggleRow = (id: string) =>
    changeSelection(
      selected.has(id) ? selectedIds.filter((other) => other !== id) : [...selectedIds, id],
    );

  const alignOf = (column: TableColumn<Row>) =>
    styles.align[
      optionOrDefault(
        'Table',
        'align',
        column.align,
        tableColumnAlignments,
        DEFAULT_TABLE_COLUMN_ALIGN,
      )
    ];
  const columnCount = columns.length + (selectable ? 1 : 0);

  const headerRow = (
    <tr>
      {selectable ? (
        // A <td>: the column's only content is the checkbox, and a header cell needs visible text.
        <td className={`${styles.headerCell} ${styles.selectCell}`}>
          <SelectAllCheckbox
            label={text('tableSelectAllRows')}
            checked={allSelected}
            indeterminate={selectedCount > 0 && !allSelected}
            disabled={loading || rowIds.length === 0}
            onChange={toggleAll}
          />
        </td>
      ) : null}
      {columns.map((column) => {
        const direction = sort?.key === column.key ? sort.direction : 'none';
        return (
          <th
            key={column.key}
            scope="col"
            aria-sort={column.sortable ? direction : undefined}
            className={`${styles.headerCell} ${alignOf(column)}${
              column.sortable ? ` ${styles.sortableHeaderCell}` : ''
            }`}
            style={column.width ? { inlineSize: column.width } : undefined}
          >
            {column.sortable ? (
              <Button
                variant="ghost"
                size="sm"
                className={styles.sortButton}
                onClick={() => changeSort(column.key)}
              >
                {column.header}
                <SortIcon direction={direction} />
              </Button>
            ) : (
              column.header
            )}
          </th>
        );
      })}
    </tr>
  );

  const placeholderRows = Array.from({ length: Math.max(0, loadingRows) }, (_, rowIndex) => (
    <tr key={rowIndex} className={styles.row} aria-hidden="true">
      {Array.from({ length: columnCount }, (_, columnIndex) => (
        <td key={columnIndex} className={styles.bodyCell}>
          <span
            className={styles.placeholderBar}
            style={{
              inlineSize:
                selectable && columnIndex === 0
                  ? 18
                  : placeholderWidths[(rowIndex + columnIndex * 2) % placeholderWidths.length],
            }}
          />
        </td>
      ))}
    </tr>
  ));

  const dataRows = shownRows.map((row, index) => {
    const id = rowIds[index]!;
    const isSelected = selected.has(id);
    return (
      <tr key={id} className={styles.row} data-selected={isSelected || undefined}>
        {selectable ? (
          <td className={`${styles.bodyCell} ${styles.selectCell}`}>
            <input
              type="checkbox"
              className={styles.checkbox}
              aria-label={text('tableSelectRow', { name: getRowLabel(row) })}
              checked={isSelected}
              onChange={() => toggleRow(id)}
            />
          </td>
        ) : null}
        {columns.map((column) => {
          const content = isolated(
            column.cell ? column.cell(row) : displayValue(valueAt(row, column.key)),
          );
          const cellClass = `${styles.bodyCell} ${alignOf(column)}`;
          return column.rowHeader ? (
            <th key={column.key} scope="row" className={`${cellClass} ${styles.rowHeaderCell}`}>
              {content}
            </th>
          ) : (
            <td key={column.key} className={cellClass}>
              {content}
            </td>
          );
        })}
      </tr>
    );
  });

  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <div
        ref={scrollerRef}
        className={styles.scroller}
        // Only while the table scrolls: a keyboard user then needs a stop to scroll it.
        role={overflowing ? 'region' : undefined}
        aria-labelledby={overflowing ? captionId : undefined}
        tabIndex={overflowing ? 0 : undefined}
      >
        <table ref={ref} className={styles.table} aria-busy={loading || undefined} {...tableProps}>
          <caption id={captionId} className={hideCaption ? styles.visuallyHidden : styles.caption}>
            {caption}
          </caption>
          <thead>{headerRow}</thead>
          <tbody>
            {loading ? (
              placeholderRows
            ) : shownRows.length === 0 ? (
              // docs/product.md §8: the empty table text.
              <tr>
                <td colSpan={columnCount} className={styles.emptyCell}>
                  {emptyText ?? text('noData')}
                </td>
              </tr>
            ) : (
              dataRows
            )}
          </tbody>
        </table>
      </div>
      {footer !== undefined ? (
        // A footer of its own once loaded, not the skeleton's moved down: the rows that arrive push
        // it out of the screen, which would count as a layout shift of the page.
        <div key={loading ? 'skeleton' : 'loaded'} className={styles.footer}>
          {loading ? (
            // docs/product.md §2: the loading skeleton ends with a footer row.
            <span
              className={styles.placeholderBar}
              style={{ inlineSize: '12rem' }}
              aria-hidden="true"
            />
          ) : (
            footer
          )}
        </div>
      ) : null}
      <span role="status" className={styles.visuallyHidden}>
        {loading ? text('loading') : ''}
      </span>
    </div>
  );
}

/**
 * A data table with native `<table>` semantics: sortable columns, selectable rows, an empty state and
 * the loading skeleton of docs/product.md §2. Generic over the row type.
 */
export const Table = forwardRef(TableInner) as <Row>(
  props: TableProps<Row> & RefAttributes<HTMLTableElement>,
) => ReactElement | null;
