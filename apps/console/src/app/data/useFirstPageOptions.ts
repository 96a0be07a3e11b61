import type { Page } from '@org/contracts';
import { LIST_MAX_PAGE_SIZE } from '@org/contracts';
import type { SelectOption } from '@org/ui';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';

/** How many records a picker lists: one page of their list, its largest. */
export const PICKER_OPTIONS_LISTED = LIST_MAX_PAGE_SIZE;

export interface FirstPageOptions {
  /** The first `PICKER_OPTIONS_LISTED` records, in the order the list answered them. */
  options: SelectOption[];
  /** True when there are more records than the picker lists. */
  more: boolean;
  /** True when the records could not be read. */
  failed: boolean;
}

/**
 * A picker's options (docs/decisions.md "The clinics picker offers the first 100 active
 * clinics"): one request for the first page of a list at its largest size, each record an option.
 * Pickers that share `queryKey` share the request.
 */
export function useFirstPageOptions<Item>(
  queryKey: QueryKey,
  readFirstPage: (pageSize: number) => Promise<Page<Item>>,
  toOption: (item: Item) => SelectOption,
): FirstPageOptions {
  const query = useQuery({ queryKey, queryFn: () => readFirstPage(PICKER_OPTIONS_LISTED) });
  const data = query.data;
  return useMemo(
    () => ({
      options: (data?.items ?? []).map(toOption),
      more: !!data && data.total > data.items.length,
      failed: query.isError,
    }),
    // `toOption` is a pure mapping given inline by each caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data, query.isError],
  );
}

/**
 * `options` plus the record's own choices that are not among them, so that editing a record
 * never shows, or drops, less than it has.
 */
export function withOwnOptions(
  options: SelectOption[],
  own: readonly SelectOption[],
): SelectOption[] {
  const listed = new Set(options.map((option) => option.value));
  const missing = own.filter((option) => !listed.has(option.value));
  return missing.length > 0 ? [...options, ...missing] : options;
}
