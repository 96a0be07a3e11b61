import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './transaction';

/** Rows one multi-row INSERT carries (docs/architecture.md "Adding an endpoint": batch large writes). */
export const BULK_INSERT_BATCH_SIZE = 1_000;

/** One column's values, one per row, and their PostgreSQL type. */
export interface ColumnValues {
  column: AnyPgColumn;
  type: 'text' | 'uuid';
  values: readonly (string | null)[];
}

/**
 * Inserts rows given column by column, `BULK_INSERT_BATCH_SIZE` at a time, each batch as
 * `INSERT … SELECT * FROM unnest($1::text[], …)`: one parameter per column instead of one per
 * cell, which PGlite and PostgreSQL parse much faster (docs/decisions.md "Imports write arrays").
 * `constants` are the same for every row (e.g. the time); `returning` names what to answer.
 * Runs where it is told: in the caller's transaction for all-or-nothing writes.
 */
export async function insertColumns<Row = never>(
  executor: Executor,
  table: PgTable,
  columns: readonly ColumnValues[],
  options: { constants?: readonly [AnyPgColumn, SQL][]; returning?: SQL } = {},
): Promise<Row[]> {
  const rowCount = columns[0]?.values.length ?? 0;
  if (columns.some((each) => each.values.length !== rowCount)) {
    throw new Error('insertColumns: every column needs one value per row');
  }
  const constants = options.constants ?? [];
  const names = sql.join(
    [...columns.map((each) => each.column), ...constants.map(([column]) => column)].map((column) =>
      sql.identifier(column.name),
    ),
    sql`, `,
  );
  const constantValues = constants.map(([, value]) => sql`, ${value}`);
  const answered: Row[] = [];
  for (let start = 0; start < rowCount; start += BULK_INSERT_BATCH_SIZE) {
    const arrays = sql.join(
      columns.map(
        (each) =>
          sql`${sql.param(each.values.slice(start, start + BULK_INSERT_BATCH_SIZE))}::${sql.raw(each.type)}[]`,
      ),
      sql`, `,
    );
    const result = (await executor.execute(
      sql`insert into ${table} (${names}) select *${sql.join(constantValues)} from unnest(${arrays})${
        options.returning ? sql` returning ${options.returning}` : sql``
      }`,
    )) as unknown as { rows: Row[] };
    answered.push(...result.rows);
  }
  return answered;
}
