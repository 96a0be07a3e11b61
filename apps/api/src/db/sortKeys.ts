import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@org/contracts';

/**
 * Sorts sort what the reader sees (docs/decisions.md "Names sort in the Unicode root order" and
 * "Countries sort by their names in the reader's language").
 */

/**
 * A name or title as lists sort it: case ignored, and accented letters beside their base letter
 * ('Émile' between 'Eagle' and 'Ezra'), in the Unicode root collation (CLDR) that PostgreSQL and
 * PGlite both have as ICU's `und-x-icu`, so both databases give one order. The sort indexes of
 * db/schema.ts hold the same expression.
 */
export const nameOrder = (column: AnyColumn): SQL => sql`lower(${column}) collate "und-x-icu"`;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Every code of two capital letters: what a clinic's country may be (its form checks the shape). */
const EVERY_CODE = [...LETTERS].flatMap((first) => [...LETTERS].map((second) => first + second));

const positionsByLocale = new Map<Locale, string>();

/**
 * Each country code's place among the names of every code in `locale`, as JSON (`{"AO": 8, …}`):
 * named by Intl.DisplayNames as the console names them (a code without a name by its letters),
 * ordered by Intl.Collator in that language. Worked out once per language.
 */
export function countryPositions(locale: Locale): string {
  let positions = positionsByLocale.get(locale);
  if (!positions) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    const named = EVERY_CODE.map((code) => ({ code, name: names.of(code) ?? code }));
    named.sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
    positions = JSON.stringify(Object.fromEntries(named.map(({ code }, index) => [code, index])));
    positionsByLocale.set(locale, positions);
  }
  return positions;
}

/**
 * A country code column as it sorts for a reader of `locale`: by the country's name in their
 * language, looked up in one JSON parameter (a lookup per row, not a scan of a list).
 */
export const countryNameOrder =
  (column: AnyColumn) =>
  (locale: Locale): SQL =>
    sql`(${countryPositions(locale)}::jsonb ->> ${column})::int`;
