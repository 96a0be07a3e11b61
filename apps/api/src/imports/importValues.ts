import { importMessages, type ImportRowError, type ImportValueChange } from '@org/contracts';
import {
  formatPhoneNumber,
  phoneExample,
  readPhoneNumber,
  type PhoneNumberValue,
} from '@org/forms';

/** What reading one cell gave: the value for the schema, and the change or the problem said. */
export interface ReadCell<Value> {
  value: Value;
  change?: Omit<ImportValueChange, 'line'>;
  error?: ImportRowError;
}

/**
 * A choice cell (a role, a clinic type, a country) read by `read`; what it cannot read goes to the
 * schema as it is, which says the value is invalid.
 */
export function readChoice(
  field: string,
  cell: string,
  read: (text: string) => string | null,
): ReadCell<string> {
  const value = cell === '' ? '' : (read(cell) ?? cell);
  return value === cell ? { value } : { value, change: { field, from: cell, to: value } };
}

/**
 * A phone cell: the international form, or a local number of `country` (the row's, or the
 * person's first clinic's); one that cannot be read says which form is expected, with an example
 * of that country when there is one.
 */
export function readPhoneCell(
  field: string,
  cell: string,
  line: number,
  country: string | null,
): ReadCell<PhoneNumberValue | null> {
  if (cell === '') return { value: null };
  const phone = readPhoneNumber(cell, country);
  if (!phone) {
    const example = phoneExample(country);
    return {
      value: null,
      error: example
        ? {
            line,
            column: field,
            message: importMessages.phoneUnreadableFor,
            values: { local: example.local, international: example.international },
          }
        : { line, column: field, message: importMessages.phoneUnreadable },
    };
  }
  const formatted = formatPhoneNumber(phone) ?? cell;
  return formatted === cell
    ? { value: phone }
    : { value: phone, change: { field, from: cell, to: formatted } };
}

/** The changes and errors of a row's read cells. */
export const collect = (cells: readonly ReadCell<unknown>[]) => ({
  changes: cells.flatMap((cell) => (cell.change ? [cell.change] : [])),
  errors: cells.flatMap((cell) => (cell.error ? [cell.error] : [])),
});
