import { ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Joins the lower-cased columns of a list's `search_text` column (db/schema.ts: clinics, users):
 * a search without it cannot match across two columns.
 */
export const SEARCH_SEPARATOR = '\u001f';

/** A substring pattern for LIKE in which `%`, `_` and `\` match themselves. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * docs/product.md §13.1's search: a case-insensitive substring of any of `columns`. ILIKE is
 * lower() on both sides in a UTF-8 database, so `search_text LIKE lower(pattern)` answers the same
 * and its trigram index finds the rows (docs/decisions.md "The clinics search reads one
 * lower-cased column through a trigram index"); a search holding the separator itself is matched
 * column by column.
 */
export function substringSearch(
  searchText: AnyColumn,
  columns: readonly AnyColumn[],
  search: string,
): SQL {
  const pattern = likePattern(search);
  return search.includes(SEARCH_SEPARATOR)
    ? or(...columns.map((column) => ilike(column, pattern)))!
    : sql`${searchText} like lower(${pattern})`;
}
