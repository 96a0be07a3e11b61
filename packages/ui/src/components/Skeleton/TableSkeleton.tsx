import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './Skeleton.css';
import { Skeleton, SkeletonBlock, toCount } from './Skeleton';
import {
  DEFAULT_TABLE_SKELETON_COLUMNS,
  DEFAULT_TABLE_SKELETON_ROWS,
  TABLE_SKELETON_HEADER_BUTTONS,
} from './skeletonOptions';

export interface TableSkeletonProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Placeholder rows between the header row and the footer row. */
  rows?: number;
  columns?: number;
  /** Announced once for the whole skeleton; "Loading…" in the current locale by default. */
  label?: string;
}

// Varied cell widths read as text of different lengths; the same for every render.
const cellWidths = ['80%', '55%', '70%', '45%', '62%', '35%'];

/**
 * docs/product.md §2 Home loading skeleton: a header block with a few buttons and a search-like field, then a
 * table with a header row, 8 placeholder rows and a footer row.
 */
export const TableSkeleton = forwardRef<HTMLDivElement, TableSkeletonProps>(function TableSkeleton(
  {
    rows = DEFAULT_TABLE_SKELETON_ROWS,
    columns = DEFAULT_TABLE_SKELETON_COLUMNS,
    className,
    ...rest
  },
  ref,
) {
  const rowCount = toCount(rows, DEFAULT_TABLE_SKELETON_ROWS);
  const columnCount = Math.max(1, toCount(columns, DEFAULT_TABLE_SKELETON_COLUMNS));
  const gridColumns = { gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))` };
  const cells = (row: number) =>
    Array.from({ length: columnCount }, (_, column) => (
      <SkeletonBlock
        key={column}
        inlineSize={cellWidths[(row + column * 2) % cellWidths.length]}
        blockSize="0.875rem"
      />
    ));

  return (
    <Skeleton
      ref={ref}
      className={className ? `${styles.table} ${className}` : styles.table}
      {...rest}
    >
      <div className={styles.toolbar}>
        <SkeletonBlock inlineSize="18rem" blockSize={40} />
        <div className={styles.toolbarButtons}>
          {Array.from({ length: TABLE_SKELETON_HEADER_BUTTONS }, (_, index) => (
            <SkeletonBlock key={index} inlineSize="6.5rem" blockSize={40} />
          ))}
        </div>
      </div>
      <div className={styles.grid}>
        <div className={styles.headerRow} style={gridColumns}>
          {Array.from({ length: columnCount }, (_, column) => (
            <SkeletonBlock key={column} inlineSize="50%" blockSize="0.75rem" />
          ))}
        </div>
        {Array.from({ length: rowCount }, (_, row) => (
          <div key={row} className={styles.row} style={gridColumns}>
            {cells(row)}
          </div>
        ))}
        <div className={styles.footerRow}>
          <SkeletonBlock inlineSize="12rem" blockSize="0.875rem" />
          <div className={styles.footerControls}>
            {Array.from({ length: 3 }, (_, index) => (
              <SkeletonBlock key={index} inlineSize={32} blockSize={32} />
            ))}
          </div>
        </div>
      </div>
    </Skeleton>
  );
});
