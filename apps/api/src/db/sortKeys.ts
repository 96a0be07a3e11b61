import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Locale } from '@org/contracts';
import type { ValueOrder } from './listing';

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

const orderByLocale = new Map<Locale, { codes: readonly string[]; positions: string }>();

/**
 * Every two-letter code in the order of its name in `locale`: named by Intl.DisplayNames as the
 * console names them (a code without a name by its letters), ordered by Intl.Collator in that
 * language; with each code's place as JSON (`{"AO": 8, …}`). Worked out once per language.
 */
export function countryOrder(locale: Locale): { codes: readonly string[]; positions: string } {
  let order = orderByLocale.get(locale);
  if (!order) {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    const collator = new Intl.Collator(locale);
    const named = EVERY_CODE.map((code) => ({ code, name: names.of(code) ?? code }));
    named.sort((a, b) => collator.compare(a.name, b.name) || (a.code < b.code ? -1 : 1));
    const codes = named.map(({ code }) => code);
    order = {
      codes,
      positions: JSON.stringify(Object.fromEntries(codes.map((code, index) => [code, index]))),
    };
    orderByLocale.set(locale, order);
  }
  return order;
}

/**
 * A country code column as it sorts for a reader of `locale`: by the country's name in their
 * language. As a row's key, its place is looked up in one JSON parameter (a lookup per row, not a
 * scan of a list); a page of many clinics is read country by country (db/listing.ts ValueOrder).
 */
export const countryNameOrder = (column: AnyColumn): ValueOrder => ({
  valueOrder: true,
  column,
  values: (locale) => countryOrder(locale).codes,
  key: (locale) => sql`(${countryOrder(locale).positions}::jsonb ->> ${column})::int`,
});
