import { CHANGE_DEBOUNCE_MS } from '../DatePicker/datePickerOptions';

/** One record a picker offers: `label` is what people read, `value` what the form keeps. */
export interface SearchPickerOption {
  value: string;
  label: string;
  /** A second, quieter line under the label (a city, a code). */
  description?: string;
  disabled?: boolean;
}

/** One page of a server search: the options to show and how many records match in all. */
export interface SearchPickerAnswer {
  options: SearchPickerOption[];
  total: number;
  /** `total` is an estimate (a broad search the server did not count row by row): said as "about". */
  totalIsEstimate?: boolean;
}

/**
 * Asks the server for the records whose name matches `text` ('' = the first ones). `signal` is
 * aborted as soon as the answer is no longer wanted (the text changed, the list closed).
 */
export type SearchPickerSearch = (text: string, signal: AbortSignal) => Promise<SearchPickerAnswer>;

/**
 * Names chosen values the picker has not seen in any answer yet (a filter opened from a link that
 * carries only an id). Values it does not return keep their raw value as their name.
 */
export type SearchPickerDescribe = (
  values: string[],
  signal: AbortSignal,
) => Promise<SearchPickerOption[]>;

/**
 * docs/product.md §9: the change debounce (300 ms, as the date picker's): the search starts this
 * long after the last keystroke, so a word typed at speed costs one request.
 */
export const DEFAULT_SEARCH_PICKER_DEBOUNCE_MS = CHANGE_DEBOUNCE_MS;
